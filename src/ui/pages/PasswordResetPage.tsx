import type { ReactElement } from 'react';

/** /password/reset/ask and /password/reset/{token}: the reset flow arrives with the member space. */
export function PasswordResetPage({ token }: { token?: string }): ReactElement {
  return (
    <article className="password-reset-page">
      <h1 className="page-title">{token ? 'Choisir un nouveau mot de passe' : 'Mot de passe oublié'}</h1>
      <p>
        La réinitialisation du mot de passe en ligne arrive avec l’espace membre. Pour retrouver l’accès à
        votre compte dès maintenant, contactez-nous depuis la <a href="/me-contacter">page contact</a> en
        indiquant l’adresse e-mail de votre compte.
      </p>
      <p>
        <a href="/auth">Retour à la connexion</a>
      </p>
    </article>
  );
}
