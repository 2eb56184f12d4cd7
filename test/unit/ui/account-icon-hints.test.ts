import { describe, expect, test } from 'vitest';
import { hasMemberHint, memberNameHint } from '../../../src/ui/islands/AccountIcon';

// The header's account menu reads two non-secret hints the sign-in leaves.

describe('account icon hints', () => {
  test('reads the percent-encoded first name', () => {
    expect(memberNameHint('i18n_locale=fr_FR; member=1; member_name=Ana%C3%AFs')).toBe('Anaïs');
    expect(memberNameHint('member_name=L%C3%A9onie; member=1')).toBe('Léonie');
  });

  test('answers nothing for an absent or garbled name, and never more than 40 characters', () => {
    expect(memberNameHint('member=1')).toBe('');
    expect(memberNameHint('member_name=%E0%A4%A')).toBe('');
    expect(memberNameHint(`member_name=${'a'.repeat(80)}`)).toHaveLength(40);
    expect(memberNameHint('other_member_name=Paul')).toBe('');
  });

  test('knows a signed-in visitor by the member=1 hint only', () => {
    expect(hasMemberHint('member=1')).toBe(true);
    expect(hasMemberHint('member=10')).toBe(false);
    expect(hasMemberHint('member_name=Paul')).toBe(false);
  });
});
