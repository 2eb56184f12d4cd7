import type { ReactElement } from 'react';
import type { GiftCardBalance, GiftCardCreated } from '../../schema/gift-cards/gift-card';
import type { PaymentMethod } from '../../schema/orders/payment';
import { Notice, type FormNotice } from '../account/AccountField';
import { GiftCardCardPayment } from './GiftCardCardPayment';
import { Field } from './gift-card-form-fields';
import { giftCardDay, giftCardEuros, giftCardPageWords } from './gift-card-page-words';

// The gift card pages, plain HTML that works without JavaScript: the purchase form
// (GiftCardPurchasePage.tsx), its answer here (the confirmation and how to pay, or the card
// form when paid by card) and the balance check (a POST of the code).

export const GIFT_CARDS_PATH = '/bons-cadeaux';
export const GIFT_CARD_BALANCE_PATH = '/bons-cadeaux/solde';

export interface Common {
  locale: string;
  link: (path: string) => string;
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
