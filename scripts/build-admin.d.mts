/** Builds the admin panel bundle into public/ and writes its manifest. */
export function buildAdmin(): Promise<void>;
