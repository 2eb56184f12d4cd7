import type { ReactElement } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/members/member-rules';
import { deletionWordOf } from '../../schema/members/account';
import { ADMIN_ROLES } from '../../schema/members/member';
import { AccountForms } from '../islands/AccountForms';
import { Island } from '../islands/island';
import { useT } from '../../i18n/react';
import { AUTH_FORMS_MESSAGES } from '../islands/member-check-messages';
import { useSiteView } from '../site-view';
import { RichMessage } from './RichMessage';
import { AccountField, Notice } from './AccountField';
import { ACCOUNT_PATH, ADMIN_PANEL_PATH, LOGOUT_PATH, ORDERS_PATH } from './account-paths';
import type { AccountPageState } from './account-state';
import { DataRights } from './DataRights';
import { MemberAppointmentsSection } from '../booking/MemberAppointmentsSection';

// The personal space (/mon-compte): profile, password, newsletter, data rights and export,
// account deletion. Every form is a plain POST to this page with a hidden `form` field, so it
// all works without JavaScript; the answer is the page again with per-field French errors,
// or a redirect to ?ok=<form> once saved. The AccountForms island (member chunk) enhances the
// profile and password forms (data-account-form) with the same rules and a fetch post.

function FormKind({ kind }: { kind: string }): ReactElement {
  return <input type="hidden" name="form" value={kind} />;
}

export function AccountPage({ state }: { state: AccountPageState }): ReactElement {
  const { link, locale } = useSiteView();
  const t = useT();
  const { member, forms } = state;
  const action = link(ACCOUNT_PATH);
  const profile = forms.profile;
  const value = (name: 'firstname' | 'lastname' | 'email' | 'phone' | 'birthdate') =>
    profile?.values[name] ?? (member[name] === null ? '' : String(member[name]));
  const isAdmin = ADMIN_ROLES.includes(member.role);
  return (
    <section className="account-page">
      <h1 className="page-title">{t.t('account.title')}</h1>
      <p className="account-page__welcome">
        <RichMessage text={t.t('account.welcome', { firstname: member.firstname, email: member.email })} />
      </p>
      <nav className="account-page__links" aria-label={t.t('account.shortcuts')}>
        <ul>
          {state.isECommerce ? (
            <li>
              <a href={link(ORDERS_PATH)}>{t.t('account.orders')}</a>
            </li>
          ) : null}
          {isAdmin ? (
            <li>
              <a href={ADMIN_PANEL_PATH}>{t.t('account.admin')}</a>
            </li>
          ) : null}
          <li>
            {/* A plain POST (same-origin checked like every form): signs out without JavaScript. */}
            <form method="post" action={link(LOGOUT_PATH)} className="account-page__signout">
              <button type="submit" className="button button--secondary">
                {t.t('account.signOut')}
              </button>
            </form>
          </li>
        </ul>
      </nav>

      {state.appointments ? (
        <MemberAppointmentsSection
          appointments={state.appointments}
          locale={locale}
          bookHref={link('/rendez-vous')}
        />
      ) : null}

      <section className="account-section block-form" aria-labelledby="profil-title" id="profil">
        <h2 id="profil-title">{t.t('account.profile')}</h2>
        <form
          className="block-form__form"
          method="post"
          action={`${action}#profil`}
          data-account-form="profile"
        >
          <FormKind kind="profile" />
          <Notice notice={profile?.notice} errors={profile?.errors} />
          <div className="block-form__row">
            <AccountField
              form="profil"
              name="firstname"
              maxLength={100}
              label={t.t('account.firstname')}
              value={value('firstname')}
              error={profile?.errors.firstname}
              autoComplete="given-name"
              required
            />
            <AccountField
              form="profil"
              name="lastname"
              maxLength={100}
              label={t.t('account.lastname')}
              value={value('lastname')}
              error={profile?.errors.lastname}
              autoComplete="family-name"
              required
            />
          </div>
          <div className="block-form__row">
            <AccountField
              form="profil"
              name="email"
              label={t.t('account.email')}
              type="email"
              value={value('email')}
              error={profile?.errors.email}
              autoComplete="email"
              required
            />
            <AccountField
              form="profil"
              name="phone"
              label={t.t('account.phone')}
              type="tel"
              value={value('phone')}
              error={profile?.errors.phone}
              autoComplete="tel"
            />
          </div>
          <AccountField
            form="profil"
            name="birthdate"
            label={t.t('account.birthdate')}
            type="date"
            value={value('birthdate')}
            error={profile?.errors.birthdate}
            autoComplete="bday"
          />
          <AccountField
            form="profil"
            name="currentPassword"
            label={t.t('account.currentPasswordForEmail')}
            type="password"
            error={profile?.errors.currentPassword}
            autoComplete="current-password"
            help={t.t('account.currentPasswordForEmailHelp')}
          />
          <button type="submit" className="block-form__submit">
            {t.t('account.saveProfile')}
          </button>
        </form>
      </section>

      <section className="account-section block-form" aria-labelledby="mot-de-passe-title" id="mot-de-passe">
        <h2 id="mot-de-passe-title">{t.t('account.password')}</h2>
        <form
          className="block-form__form"
          method="post"
          action={`${action}#mot-de-passe`}
          data-account-form="password"
        >
          <FormKind kind="password" />
          <Notice notice={forms.password?.notice} errors={forms.password?.errors} />
          <AccountField
            form="mot-de-passe"
            name="currentPassword"
            label={t.t('account.currentPassword')}
            type="password"
            error={forms.password?.errors.currentPassword}
            autoComplete="current-password"
            required
          />
          <AccountField
            form="mot-de-passe"
            name="newPassword"
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            label={t.t('account.newPassword')}
            type="password"
            error={forms.password?.errors.newPassword}
            autoComplete="new-password"
            required
            help={t.t('account.newPasswordHelp', { min: PASSWORD_MIN_LENGTH })}
          />
          <button type="submit" className="block-form__submit">
            {t.t('account.changePassword')}
          </button>
        </form>
      </section>

      {state.lists && state.lists.length > 0 ? (
        <section className="account-section block-form" aria-labelledby="lettre-title" id="lettre">
          <h2 id="lettre-title">{t.t('account.newsletter')}</h2>
          <form className="block-form__form" method="post" action={`${action}#lettre`}>
            <FormKind kind="newsletter" />
            <Notice notice={forms.newsletter?.notice} />
            <fieldset className="account-lists">
              <legend>{t.t('account.newsletterLegend')}</legend>
              {state.lists.map((list) => (
                <div key={list.id} className="block-form__field block-form__field--checkbox">
                  <input
                    id={`lettre-${list.id}`}
                    type="checkbox"
                    name="lists"
                    value={String(list.id)}
                    defaultChecked={state.subscribed.includes(list.id)}
                    aria-describedby={list.description ? `lettre-${list.id}-help` : undefined}
                  />
                  <label htmlFor={`lettre-${list.id}`}>{list.name}</label>
                  {list.description ? (
                    <p className="block-form__help" id={`lettre-${list.id}-help`}>
                      {list.description}
                    </p>
                  ) : null}
                </div>
              ))}
            </fieldset>
            <button type="submit" className="block-form__submit">
              {t.t('account.saveNewsletter')}
            </button>
          </form>
        </section>
      ) : null}

      {/* Checks the profile and password forms as the server does, and posts them with fetch. */}
      <Island
        name="AccountForms"
        chunk="member"
        component={AccountForms}
        props={{ email: member.email }}
        messages={AUTH_FORMS_MESSAGES}
      />

      <DataRights />

      <section className="account-section block-form" aria-labelledby="suppression-title" id="suppression">
        <h2 id="suppression-title">{t.t('account.delete')}</h2>
        <p>{t.t('account.deleteText')}</p>
        <form className="block-form__form" method="post" action={`${action}#suppression`} noValidate>
          <FormKind kind="delete" />
          <Notice notice={forms.delete?.notice} errors={forms.delete?.errors} />
          <AccountField
            form="suppression"
            name="password"
            label={t.t('account.currentPassword')}
            type="password"
            error={forms.delete?.errors.password}
            autoComplete="current-password"
          />
          <AccountField
            form="suppression"
            name="confirmation"
            label={t.t('account.deleteConfirmation', { word: deletionWordOf(t.locale) })}
            error={forms.delete?.errors.confirmation}
            autoComplete="off"
          />
          <button type="submit" className="block-form__submit account-delete">
            {t.t('account.deleteButton')}
          </button>
        </form>
      </section>
    </section>
  );
}

/** After a deletion: the visitor is signed out, the page says what happened. */
export function AccountDeletedPage(): ReactElement {
  const { link } = useSiteView();
  const t = useT();
  return (
    <section className="account-page">
      <h1 className="page-title">{t.t('account.deletedTitle')}</h1>
      <p role="status">{t.t('account.deletedText')}</p>
      <p>
        <a href={link('/')}>{t.t('account.home')}</a>
      </p>
    </section>
  );
}
