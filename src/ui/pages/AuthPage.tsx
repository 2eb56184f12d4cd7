import type { ReactElement } from 'react';
import { LoginForm } from '../auth/LoginForm';
import { RegisterForm } from '../auth/RegisterForm';
import type { MemberFormState } from '../auth/form-state';
import { RichMessage } from '../account/RichMessage';
import { useT } from '../../i18n/react';

export interface AuthPageProps {
  redirect: string; // a same-site path, already checked
  login: MemberFormState;
  register: MemberFormState;
  askBirthdate: boolean;
  adultsOnly: boolean;
  links: {
    login: string;
    register: string;
    reset: string;
    signInLink: string;
    terms: string;
    account: string;
    logout: string;
  };
  signedInAs?: string;
  notice?: string; // a neutral confirmation above the forms (a registration received)
}

/** /auth: log in and register side by side; both plain POST forms, enhanced by the AuthForms island. */
export function AuthPage(props: AuthPageProps): ReactElement {
  const { links, signedInAs } = props;
  const t = useT();
  if (signedInAs) {
    return (
      <article className="auth-page">
        <h1 className="page-title">{t.t('auth.myAccount')}</h1>
        <section className="form-card">
          <p>
            <RichMessage text={t.t('auth.signedInAs', { email: signedInAs })} />
          </p>
          <p>
            <a className="button" href={links.account}>
              {t.t('auth.personalSpace')}
            </a>
          </p>
          <form method="post" action={links.logout} className="form">
            <button type="submit" className="button">
              {t.t('auth.logout')}
            </button>
          </form>
        </section>
      </article>
    );
  }
  return (
    <article className="auth-page">
      <h1 className="page-title">{t.t('auth.title')}</h1>
      {props.notice ? (
        <p className="form-notice form-notice--success" role="status">
          {props.notice}
        </p>
      ) : null}
      <div className="auth-page__forms">
        <LoginForm
          state={props.login}
          redirect={props.redirect}
          action={links.login}
          resetHref={links.reset}
          linkHref={links.signInLink}
        />
        <RegisterForm
          state={props.register}
          redirect={props.redirect}
          action={links.register}
          termsHref={links.terms}
          askBirthdate={props.askBirthdate}
          adultsOnly={props.adultsOnly}
        />
      </div>
    </article>
  );
}
