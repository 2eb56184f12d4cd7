// What test/e2e/setup/server.ts hands to the end-to-end tests through project.provide().
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://localhost:<port> of the Worker started for this run (the massage site). */
    baseUrl: string;
    /** The local state (--persist-to) of that Worker, for reading its D1 from a test. */
    stateDir: string;
  }
}
