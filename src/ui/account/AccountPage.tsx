import type { ReactElement } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/member-rules';
import { DELETION_CONFIRMATION } from '../../schema/account';
import { ADMIN_ROLES } from '../../schema/member';
import { AccountForms } from '../islands/AccountForms';
import { Island } from '../islands/island';
import { useSiteView } from '../site-view';
import { AccountField, Notice } from './AccountField';
import { ACCOUNT_PATH, ADMIN_PANEL_PATH, ORDERS_PATH } from './account-paths';
import type { AccountPageState } from './account-state';
import { DataRights } from './DataRights';

// The personal space (/mon-compte): profile, password, newsletter, data rights and export,
// account deletion. Every form is a plain POST to this page with a hidden `form` field, so it
// all works without JavaScript; the answer is the page again with per-field French errors,
// or a redirect to ?ok=<form> once saved. The AccountForms island (member chunk) enhances the
// profile and password forms (data-account-form) with the same rules and a fetch post.

function FormKind({ kind }: { kind: string }): ReactElement {
  return <input type="hidden" name="form" value={kind} />;
}

export function AccountPage({ state }: { state: AccountPageState }): ReactElement {
  const { link } = useSiteView();
  const { member, forms } = state;
  const action = link(ACCOUNT_PATH);
  const profile = forms.profile;
  const value = (name: 'firstname' | 'lastname' | 'email' | 'phone' | 'birthdate') =>
    profile?.values[name] ?? (member[name] === null ? '' : String(member[name]));
  const isAdmin = ADMIN_ROLES.includes(member.role);
  return (
    <section className="account-page">
      <h1 className="page-title">Mon compte</h1>
      <p className="account-page__welcome">
        {`Bonjour ${member.firstname}, vous êtes connecté avec l’adresse `}
        <strong>{member.email}</strong>.
      </p>
      {state.isECommerce || isAdmin ? (
        <nav className="account-page__links" aria-label="Raccourcis de mon compte">
          <ul>
            {state.isECommerce ? (
              <li>
                <a href={link(ORDERS_PATH)}>Mes commandes</a>
              </li>
            ) : null}
            {isAdmin ? (
              <li>
                <a href={ADMIN_PANEL_PATH}>Administration du site</a>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}

      <section className="account-section block-form" aria-labelledby="profil-title" id="profil">
        <h2 id="profil-title">Mon profil</h2>
        <form
          className="block-form__form"
          method="post"
          action={`${action}#profil`}
          data-account-form="profile"
        >
          <FormKind kind="profile" />
          <Notice notice={profile?.notice} />
          <div className="block-form__row">
            <AccountField
              form="profil"
              name="firstname"
              maxLength={100}
              label="Prénom"
              value={value('firstname')}
              error={profile?.errors.firstname}
              autoComplete="given-name"
              required
            />
            <AccountField
              form="profil"
              name="lastname"
              maxLength={100}
              label="Nom"
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
              label="Adresse e-mail"
              type="email"
              value={value('email')}
              error={profile?.errors.email}
              autoComplete="email"
              required
            />
            <AccountField
              form="profil"
              name="phone"
              label="Téléphone (facultatif)"
              type="tel"
              value={value('phone')}
              error={profile?.errors.phone}
              autoComplete="tel"
            />
          </div>
          <AccountField
            form="profil"
            name="birthdate"
            label="Date de naissance (facultatif)"
            type="date"
            value={value('birthdate')}
            error={profile?.errors.birthdate}
            autoComplete="bday"
          />
          <AccountField
            form="profil"
            name="currentPassword"
            label="Mot de passe actuel (pour changer d’adresse e-mail)"
            type="password"
            error={profile?.errors.currentPassword}
            autoComplete="current-password"
            help="Demandé seulement si vous changez d’adresse e-mail."
          />
          <button type="submit" className="block-form__submit">
            Enregistrer mon profil
          </button>
        </form>
      </section>

      <section className="account-section block-form" aria-labelledby="mot-de-passe-title" id="mot-de-passe">
        <h2 id="mot-de-passe-title">Mon mot de passe</h2>
        <form
          className="block-form__form"
          method="post"
          action={`${action}#mot-de-passe`}
          data-account-form="password"
        >
          <FormKind kind="password" />
          <Notice notice={forms.password?.notice} />
          <AccountField
            form="mot-de-passe"
            name="currentPassword"
            label="Mot de passe actuel"
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
            label="Nouveau mot de passe"
            type="password"
            error={forms.password?.errors.newPassword}
            autoComplete="new-password"
            required
            help="Au moins 12 caractères ; une phrase de plusieurs mots est idéale. Vos autres sessions seront fermées."
          />
          <button type="submit" className="block-form__submit">
            Changer mon mot de passe
          </button>
        </form>
      </section>

      {state.lists && state.lists.length > 0 ? (
        <section className="account-section block-form" aria-labelledby="lettre-title" id="lettre">
          <h2 id="lettre-title">Lettre d’information</h2>
          <form className="block-form__form" method="post" action={`${action}#lettre`}>
            <FormKind kind="newsletter" />
            <Notice notice={forms.newsletter?.notice} />
            <fieldset className="account-lists">
              <legend>Je souhaite recevoir :</legend>
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
              Enregistrer mes abonnements
            </button>
          </form>
        </section>
      ) : null}

      {/* Checks the profile and password forms as the server does, and posts them with fetch. */}
      <Island name="AccountForms" chunk="member" component={AccountForms} props={{ email: member.email }} />

      <DataRights />

      <section className="account-section block-form" aria-labelledby="suppression-title" id="suppression">
        <h2 id="suppression-title">Supprimer mon compte</h2>
        <p>
          La suppression est immédiate et définitive : profil, abonnements et sessions sont effacés ; vos
          messages sont conservés sans votre nom ni vos coordonnées et vos commandes restent archivées pour la
          comptabilité, sans lien avec vous. Un e-mail vous confirmera la suppression.
        </p>
        <form className="block-form__form" method="post" action={`${action}#suppression`} noValidate>
          <FormKind kind="delete" />
          <Notice notice={forms.delete?.notice} />
          <AccountField
            form="suppression"
            name="password"
            label="Mot de passe actuel"
            type="password"
            error={forms.delete?.errors.password}
            autoComplete="current-password"
          />
          <AccountField
            form="suppression"
            name="confirmation"
            label={`Ou tapez ${DELETION_CONFIRMATION} pour confirmer`}
            error={forms.delete?.errors.confirmation}
            autoComplete="off"
          />
          <button type="submit" className="block-form__submit account-delete">
            Supprimer définitivement mon compte
          </button>
        </form>
      </section>
    </section>
  );
}

/** After a deletion: the visitor is signed out, the page says what happened. */
export function AccountDeletedPage(): ReactElement {
  const { link } = useSiteView();
  return (
    <section className="account-page">
      <h1 className="page-title">Compte supprimé</h1>
      <p role="status">
        Votre compte a été supprimé et vous êtes déconnecté. Un e-mail de confirmation vous a été envoyé.
      </p>
      <p>
        <a href={link('/')}>Retour à l’accueil</a>
      </p>
    </section>
  );
}
