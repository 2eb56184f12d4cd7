import type { ReactElement } from 'react';

/** /auth: log in (works with or without JavaScript); registration opens with the member space. */
export function AuthPage({
  error,
  email,
  signedInAs,
}: {
  error?: string;
  email?: string;
  signedInAs?: string;
}): ReactElement {
  if (signedInAs) {
    return (
      <article className="auth-page">
        <h1 className="page-title">Mon compte</h1>
        <section className="form-card">
          <p>
            Vous êtes connecté avec l’adresse <strong>{signedInAs}</strong>. Votre espace personnel complet
            (profil, mot de passe, newsletter) arrive avec l’espace membre.
          </p>
          <form method="post" action="/auth/logout" className="form">
            <button type="submit" className="button">
              Se déconnecter
            </button>
          </form>
        </section>
      </article>
    );
  }
  return (
    <article className="auth-page">
      <h1 className="page-title">Connexion</h1>
      <section aria-labelledby="login-title" className="form-card">
        <h2 id="login-title">J’ai déjà un compte</h2>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <form method="post" action="/auth" className="form">
          <label htmlFor="login-email">Adresse e-mail</label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={email}
          />
          <label htmlFor="login-password">Mot de passe</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <button type="submit" className="button">
            Se connecter
          </button>
        </form>
        <p>
          <a href="/password/reset/ask">Mot de passe oublié ?</a>
        </p>
      </section>
      <section aria-labelledby="register-title" className="form-card">
        <h2 id="register-title">Créer un compte</h2>
        <p>
          L’inscription en ligne ouvrira avec l’espace membre. En attendant, écrivez-nous depuis la{' '}
          <a href="/me-contacter">page contact</a> : nous créerons votre compte.
        </p>
      </section>
    </article>
  );
}
