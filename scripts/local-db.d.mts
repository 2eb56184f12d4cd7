/** wrangler's arguments for the local state LOCAL_STATE_DIR names (none: .wrangler/state). */
export const persistArgs: string[];
/** The migration files not in `applied`, in order, each as its statements. */
export function pendingMigrations(
  applied: Set<string>,
  dir?: string,
): { name: string; statements: string[] }[];
/** Brings the local D1 of `stateDir` to the newest schema; loads the sample sites into an empty one. */
export function prepareLocalDatabase(options?: { sampleSites?: boolean; stateDir?: string }): Promise<void>;
