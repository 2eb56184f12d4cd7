import { passwordProblem } from '../../src/domain/members/member-rules';
import { parseCommonPasswords, type CommonPasswords } from '../../src/domain/members/common-passwords';

// The common-password list, read from the static assets (public/assets/data/, written by
// scripts/common-passwords.mjs) on the first password check of the isolate and kept for its
// life: bundled, the 30 000 words were the largest part of the Worker's script (about 200 KB
// of its gzip) and were decompressed at every cold start, for a check only registration,
// password changes and account creation make.

const COMMON_PASSWORDS_PATH = '/assets/data/common-passwords.txt';

let cached: Promise<CommonPasswords> | null = null;

/** The list, read once per isolate; a failed read is retried by the next call. */
function loadCommonPasswords(assets: Fetcher): Promise<CommonPasswords> {
  cached ??= (async () => {
    // The assets binding answers any origin; the host is only there to make a URL.
    const response = await assets.fetch(
      new Request(new URL(COMMON_PASSWORDS_PATH, 'https://assets.invalid')),
    );
    if (!response.ok) throw new Error(`common-password list unreadable: HTTP ${response.status}`);
    return parseCommonPasswords(await response.text());
  })().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** Every password rule (src/domain/members/member-rules.ts), in French; null when acceptable. */
export async function passwordProblemFor(assets: Fetcher, password: string): Promise<string | null> {
  return passwordProblem(password, await loadCommonPasswords(assets));
}
