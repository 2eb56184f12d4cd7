import type { ReactElement } from 'react';
import type { GiftCardBalance, GiftCardCreated, GiftCardOffer } from '../../schema/gift-card';
import type { PaymentMethod } from '../../schema/payment';
import { Notice, type FormNotice } from '../account/AccountField';
import { GiftCardCardPayment } from './GiftCardCardPayment';
import { giftCardDay, giftCardEuros, giftCardPageWords } from './gift-card-page-words';

// The gift card pages, plain HTML that works without JavaScript: the purchase form (a POST
// answered with the confirmation and how to pay, or with the card form when paid by card) and
// the balance check (a POST of the code).

export const GIFT_CARDS_PATH = '/bons-cadeaux';
export const GIFT_CARD_BALANCE_PATH = '/bons-cadeaux/solde';

interface Common {
  locale: string;
  link: (path: string) => string;
}

type Values = Record<string, string>;

function Field({
  name,
  label,
  values,
  errors,
  type = 'text',
  autoComplete,
  help,
  min,
  max,
  required = true,
}: {
  name: string;
  label: string;
  values: Values;
  errors: Record<string, string>;
  type?: string;
  autoComplete?: string;
  help?: string;
  min?: string;
  max?: string;
  required?: boolean;
}) {
  const id = `carte-${name.replace('.', '-')}`;
  const error = errors[name];
  const described = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`block-form__field${error ? ' block-form__field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={values[name] ?? ''}
        autoComplete={autoComplete}
        required={required}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {help ? (
        <p className="block-form__help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p className="block-form__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Choice({
  name,
  value,
  label,
  checked,
}: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
}) {
  const id = `carte-${name}-${value.replace(/[^a-z0-9]/gi, '-')}`;
  return (
    <li className="gift-card__choice">
      <input id={id} type="radio" name={name} value={value} defaultChecked={checked} required />
      <label htmlFor={id}>{label}</label>
    </li>
  );
}

/** The purchase form's choice of what is given: 'amount:80', 'service:1', 'product:15', 'free'. */
function defaultChoice(offer: GiftCardOffer): string {
  const first = offer.amounts[0];
  if (first !== undefined) return `amount:${first}`;
  const option = offer.options[0];
  if (option) return `${option.kind.toLowerCase()}:${option.id}`;
  return 'free';
}

export function GiftCardPurchasePage({
  locale,
  link,
  offer,
  today,
  lastDay,
  values,
  errors,
  notice,
}: Common & {
  offer: GiftCardOffer;
  today: string;
  lastDay: string;
  values: Values;
  errors: Record<string, string>;
  notice: FormNotice | null;
}): ReactElement {
  const w = giftCardPageWords(locale);
  const f = { values, errors };
  const chosen = values.choice ?? defaultChoice(offer);
  const free = offer.minAmount > 0;
  const choiceError = errors.choice ?? errors.amount ?? errors.idService ?? errors.idProduct;
  const methods = offer.paymentMethods;
  const method = values.paymentMethod ?? methods[0] ?? '';
  return (
    <section className="gift-card">
      <h1 className="page-title">{w.title}</h1>
      <p className="gift-card__lead">{w.lead}</p>
      <Notice notice={notice} />
      <form
        className="block-form__form gift-card__form"
        method="post"
        action={link(GIFT_CARDS_PATH)}
        noValidate
      >
        <fieldset
          className={`gift-card__group${choiceError ? ' block-form__field--error' : ''}`}
          aria-describedby={choiceError ? 'carte-choice-error' : undefined}
        >
          <legend>{w.choose}</legend>
          <ul className="gift-card__choices">
            {offer.amounts.map((amount) => (
              <Choice
                key={amount}
                name="choice"
                value={`amount:${amount}`}
                label={w.amount(giftCardEuros(amount, locale))}
                checked={chosen === `amount:${amount}`}
              />
            ))}
            {offer.options.map((option) => (
              <Choice
                key={`${option.kind}:${option.id}`}
                name="choice"
                value={`${option.kind.toLowerCase()}:${option.id}`}
                label={`${option.label} · ${giftCardEuros(option.price, locale)}`}
                checked={chosen === `${option.kind.toLowerCase()}:${option.id}`}
              />
            ))}
            {free ? (
              <Choice name="choice" value="free" label={w.freeAmount} checked={chosen === 'free'} />
            ) : null}
          </ul>
          {free ? (
            <Field
              name="freeAmount"
              label={w.freeAmountLabel(
                giftCardEuros(offer.minAmount, locale),
                giftCardEuros(offer.maxAmount, locale),
              )}
              type="number"
              min={String(offer.minAmount)}
              max={String(offer.maxAmount)}
              required={false}
              {...f}
            />
          ) : null}
          {choiceError ? (
            <p className="block-form__error" id="carte-choice-error">
              {choiceError}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="gift-card__group">
          <legend>{w.buyer}</legend>
          <div className="block-form__row">
            <Field name="buyer.firstname" label={w.firstname} autoComplete="given-name" {...f} />
            <Field name="buyer.lastname" label={w.lastname} autoComplete="family-name" {...f} />
          </div>
          <Field name="buyer.email" label={w.email} type="email" autoComplete="email" {...f} />
        </fieldset>
        <fieldset className="gift-card__group">
          <legend>{w.recipient}</legend>
          <div className="block-form__row">
            <Field name="recipient.name" label={w.recipientName} autoComplete="off" {...f} />
            <Field name="recipient.email" label={w.recipientEmail} type="email" autoComplete="off" {...f} />
          </div>
          <div className={`block-form__field${errors.message ? ' block-form__field--error' : ''}`}>
            <label htmlFor="carte-message">{w.message}</label>
            <textarea
              id="carte-message"
              name="message"
              rows={4}
              maxLength={500}
              defaultValue={values.message ?? ''}
            />
            {errors.message ? <p className="block-form__error">{errors.message}</p> : null}
          </div>
          <Field
            name="sendOn"
            label={w.sendOn}
            type="date"
            min={today}
            max={lastDay}
            help={w.sendOnHelp}
            {...f}
            values={{ ...values, sendOn: values.sendOn ?? today }}
          />
        </fieldset>
        <fieldset className={`gift-card__group${errors.paymentMethod ? ' block-form__field--error' : ''}`}>
          <legend>{w.payment}</legend>
          <ul className="gift-card__choices">
            {methods.map((candidate) => (
              <Choice
                key={candidate}
                name="paymentMethod"
                value={candidate}
                label={w.methods[candidate]}
                checked={method === candidate}
              />
            ))}
          </ul>
          {errors.paymentMethod ? <p className="block-form__error">{errors.paymentMethod}</p> : null}
          <p className="block-form__help">{w.validity(offer.validityMonths)}</p>
        </fieldset>
        <button type="submit" className="block-form__submit">
          {w.submit}
        </button>
      </form>
      <p>
        <a href={link(GIFT_CARD_BALANCE_PATH)}>{w.balanceLink}</a>
      </p>
    </section>
  );
}

export function GiftCardConfirmationPage({
  locale,
  link,
  created,
  methods,
}: Common & { created: GiftCardCreated; methods: readonly PaymentMethod[] }): ReactElement {
  const w = giftCardPageWords(locale);
  return (
    <section className="gift-card">
      <h1 className="page-title">{w.confirmationTitle}</h1>
      <dl className="gift-card__summary">
        <dt>{w.reference}</dt>
        <dd>{created.reference}</dd>
        <dt>{w.card}</dt>
        <dd>{created.label}</dd>
        <dt>{w.price}</dt>
        <dd>{giftCardEuros(created.amount, locale)}</dd>
        <dt>{w.sentOn}</dt>
        <dd>{giftCardDay(created.sendOn, locale)}</dd>
        <dt>{w.status}</dt>
        <dd>{w.pending}</dd>
      </dl>
      {created.instructions ? (
        <>
          <h2>{w.howToPay}</h2>
          <p className="gift-card__instructions">{created.instructions}</p>
        </>
      ) : null}
      {created.payment ? (
        <GiftCardCardPayment locale={locale} link={link} payment={created.payment} methods={methods} />
      ) : null}
      <p>{w.afterPayment}</p>
      <p>
        <a href={link(GIFT_CARDS_PATH)}>{w.another}</a>
      </p>
    </section>
  );
}

export function GiftCardBalancePage({
  locale,
  link,
  code,
  balance,
  error,
  notice,
}: Common & {
  code: string;
  balance: GiftCardBalance | null;
  error: string | null;
  notice: FormNotice | null;
}): ReactElement {
  const w = giftCardPageWords(locale);
  return (
    <section className="gift-card">
      <h1 className="page-title">{w.balanceTitle}</h1>
      <Notice notice={notice} />
      {balance ? (
        <dl className="gift-card__summary" aria-live="polite">
          <dt>{w.card}</dt>
          <dd>{balance.label}</dd>
          <dt>{w.balance}</dt>
          <dd>
            <strong>{giftCardEuros(balance.balance, locale)}</strong>
          </dd>
          <dt>{w.validUntil}</dt>
          <dd>
            {balance.expired
              ? w.expired(giftCardDay(balance.validUntil, locale))
              : giftCardDay(balance.validUntil, locale)}
          </dd>
        </dl>
      ) : null}
      <form
        className="block-form__form gift-card__form"
        method="post"
        action={link(GIFT_CARD_BALANCE_PATH)}
        noValidate
      >
        <Field
          name="code"
          label={w.code}
          autoComplete="off"
          help={w.codeHelp}
          values={{ code }}
          errors={error ? { code: error } : {}}
        />
        <button type="submit" className="block-form__submit">
          {w.check}
        </button>
      </form>
      <p>
        <a href={link(GIFT_CARDS_PATH)}>{w.buyLink}</a>
      </p>
    </section>
  );
}
