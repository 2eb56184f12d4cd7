import type { ReactElement } from 'react';
import type { GiftCardOffer } from '../../schema/gift-cards/gift-card';
import { Notice, type FormNotice } from '../account/AccountField';
import { Choice, Field, type Values } from './gift-card-form-fields';
import { giftCardEuros, giftCardPageWords } from './gift-card-page-words';
import { GIFT_CARD_BALANCE_PATH, GIFT_CARDS_PATH, type Common } from './GiftCardPages';

// The purchase form, plain HTML that works without JavaScript: what is given (an amount, a
// named item or a free amount), the buyer, the recipient, the day it is sent and how it is
// paid, posted to /bons-cadeaux.

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
