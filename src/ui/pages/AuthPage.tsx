import type { ReactElement } from 'react';

/** /auth: log in (works with or without JavaScript); registration opens with the member space. */
export function AuthPage({ error, email }: { error?: string; email?: string }): ReactElement {
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
