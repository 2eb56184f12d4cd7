import { describe, expect, it } from 'vitest';
import { sessionNoticeFrom, sessionNoticeRemoval } from '../../../src/domain/members/session-notice.ts';

describe('the sign-in / sign-out notice cookie', () => {
  it('reads the notice among other cookies', () => {
    expect(sessionNoticeFrom('consent=1; session_notice=signed-in; member=1')).toBe('signed-in');
    expect(sessionNoticeFrom('session_notice=signed-out')).toBe('signed-out');
  });

  it('ignores a missing, empty, unknown or look-alike cookie', () => {
    expect(sessionNoticeFrom('')).toBeNull();
    expect(sessionNoticeFrom('session_notice=')).toBeNull();
    expect(sessionNoticeFrom('session_notice=<script>')).toBeNull();
    expect(sessionNoticeFrom('old_session_notice=signed-in')).toBeNull();
  });

  it('deletes it with the attributes it was set with', () => {
    expect(sessionNoticeRemoval(false)).toBe('session_notice=; Max-Age=0; Path=/; SameSite=Lax');
    expect(sessionNoticeRemoval(true)).toBe('session_notice=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });
});
