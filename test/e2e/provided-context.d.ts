// What test/e2e/setup/server.ts hands to the end-to-end tests through project.provide().
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * One Worker per vitest worker: http://localhost:<port> (the massage site) and its local
     * state (--persist-to), for reading its D1 from a test. Read through e2eServer().
     */
    servers: { baseUrl: string; stateDir: string }[];
    /** One headless Chromium per vitest worker, to connect to (launchBrowser()). */
    browsers: string[];
  }
}
