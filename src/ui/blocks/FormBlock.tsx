import { useId, type ReactElement } from 'react';
import type { PageBlock } from '../../schema/page-block';

export type FormBlockData = Extract<PageBlock, { kind: 'FORM' }>['data'];

/** Name of the hidden field bots fill in and people never see; a submission that has it is dropped. */
export const HONEYPOT_FIELD = 'website';
export const CONTACT_FORM_ACTION = '/me-contacter';

/**
 * The contact form as plain HTML: it posts without JavaScript, and a later island enhances it in
 * place (same field names). Labels are visible and tied to their fields; autocomplete helps fill them.
 */
function ContactForm({ title }: { title: string }): ReactElement {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  return (
    <section className="block block-form" aria-labelledby={field('title')}>
      <h2 id={field('title')} className="block-form__title">
        {title}
      </h2>
      <form className="block-form__form" method="post" action={CONTACT_FORM_ACTION} data-form="contact">
        <p className="block-form__hint">Tous les champs sont obligatoires, sauf le téléphone.</p>
        <div className="block-form__row">
          <div className="block-form__field">
            <label htmlFor={field('firstname')}>Prénom</label>
            <input
              id={field('firstname')}
              name="firstname"
              type="text"
              autoComplete="given-name"
              required
              maxLength={100}
            />
          </div>
          <div className="block-form__field">
            <label htmlFor={field('lastname')}>Nom</label>
            <input
              id={field('lastname')}
              name="lastname"
              type="text"
              autoComplete="family-name"
              required
              maxLength={100}
            />
          </div>
        </div>
        <div className="block-form__row">
          <div className="block-form__field">
            <label htmlFor={field('email')}>Adresse e-mail</label>
            <input
              id={field('email')}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={254}
            />
          </div>
          <div className="block-form__field">
            <label htmlFor={field('phone')}>Téléphone (facultatif)</label>
            <input id={field('phone')} name="phone" type="tel" autoComplete="tel" maxLength={30} />
          </div>
        </div>
        <div className="block-form__field">
          <label htmlFor={field('subject')}>Objet</label>
          <input id={field('subject')} name="subject" type="text" required maxLength={200} />
        </div>
        <div className="block-form__field">
          <label htmlFor={field('body')}>Votre message</label>
          <textarea id={field('body')} name="body" rows={6} required maxLength={5000} />
        </div>
        {/* Honeypot: off screen, out of the tab order and hidden from assistive technologies. */}
        <div className="block-form__trap" aria-hidden="true">
          <label htmlFor={field(HONEYPOT_FIELD)}>Ne pas remplir ce champ</label>
          <input
            id={field(HONEYPOT_FIELD)}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <p className="block-form__privacy">
          Vos données servent uniquement à répondre à votre message. Pour en savoir plus, consultez la{' '}
          <a href="/privacy-policy">politique de confidentialité</a>.
        </p>
        <button type="submit" className="block-form__submit">
          Envoyer le message
        </button>
      </form>
    </section>
  );
}

/** A form embedded in a page. Only the contact form exists so far. */
export function FormBlock({ data }: { data: FormBlockData }): ReactElement {
  switch (data.form) {
    case 'contact':
      return <ContactForm title={data.title ?? 'Me contacter'} />;
  }
}
