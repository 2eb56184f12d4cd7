import type { MemberAppointments } from '../../schema/booking/booking';
import type { Member } from '../../schema/members/member';
import type { NewsletterList } from '../../schema/members/newsletter';
import type { MessageKey } from '../../i18n/messages';
import type { FormNotice } from './AccountField';

// What the personal space page shows: the member, the newsletter, and for the form just
// posted its values, per-field errors and notice (JSON-only, so it can feed an island).

export type AccountForm = 'profile' | 'password' | 'newsletter' | 'delete';

export interface AccountFormState {
  notice: FormNotice | null;
  errors: Record<string, string>;
  values: Record<string, string>;
}

export interface AccountPageState {
  member: Member;
  lists: NewsletterList[] | null; // null: the site has no newsletter
  subscribed: number[];
  isECommerce: boolean;
  /** The member's appointments; null on a site without online booking. */
  appointments?: MemberAppointments | null;
  forms: Partial<Record<AccountForm, AccountFormState>>;
}

/** Notices after a successful post (Post/Redirect/Get: /mon-compte?ok=<form>): catalogue keys. */
export const SAVED_NOTICES = {
  profile: 'account.saved.profile',
  password: 'account.saved.password',
  newsletter: 'account.saved.newsletter',
} as const satisfies Record<Exclude<AccountForm, 'delete'>, MessageKey>;
