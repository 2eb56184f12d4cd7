import { useState } from 'react';
import type { ReactElement } from 'react';
import { useT } from '../../i18n/react.tsx';
import { apiCall, asRecord, errorMessage, num, str, type ApiFetch } from './checkout-api.ts';
import type { AppliedGiftCard } from './gift-card-shares.ts';

// « Carte cadeau » beside the discount code: a code is checked (POST /gift-card/balance, the
// balance shown), then kept for the order, which spends it on the server (giftCardCodes).
// Several cards may pay one order (what each pays: gift-card-shares.ts).

const normalised = (code: string) => code.toUpperCase().replace(/[\s\-._]/g, '');

export function GiftCardField({
  cards,
  onChange,
  fetcher,
}: {
  cards: readonly AppliedGiftCard[];
  onChange: (cards: AppliedGiftCard[]) => void;
  fetcher: ApiFetch;
}): ReactElement {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);

  async function apply() {
    const typed = code.trim();
    if (typed === '') return;
    if (cards.some((card) => normalised(card.code) === normalised(typed))) {
      setError(t.t('checkout.giftCard.twice'));
      return;
    }
    setChecking(true);
    setError('');
    try {
      const data = asRecord(
        await apiCall(fetcher, '/gift-card/balance', { method: 'POST', body: { code: typed } }),
      );
      const balance = num(data.balance) ?? 0;
      if (data.expired === true) setError(t.t('checkout.giftCard.expired'));
      else if (balance <= 0) setError(t.t('checkout.giftCard.empty'));
      else {
        onChange([...cards, { code: typed, label: str(data.label), balance }]);
        setCode('');
      }
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setChecking(false);
    }
  }

  return (
    <form
      className="checkout__discount checkout__gift-card"
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <label htmlFor="checkout-gift-card">{t.t('checkout.giftCard.label')}</label>
      <p className="checkout__hint" id="checkout-gift-card-help">
        {t.t('checkout.giftCard.help')}
      </p>
      <div className="checkout__inline">
        <input
          id="checkout-gift-card"
          value={code}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="checkout-gift-card-help"
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <button type="submit" className="checkout__button checkout__button--secondary" disabled={checking}>
          {t.t('checkout.giftCard.apply')}
        </button>
      </div>
      {error ? (
        <p className="checkout__error" role="alert">
          {error}
        </p>
      ) : null}
      {cards.length > 0 ? (
        <ul className="checkout__gift-cards" aria-live="polite">
          {cards.map((card) => (
            <li key={card.code}>
              <span className="checkout__success">
                {t.t('checkout.giftCard.applied', {
                  label: card.label,
                  end: normalised(card.code).slice(-4),
                  balance: t.euros(card.balance),
                })}
              </span>{' '}
              <button
                type="button"
                className="checkout__link-button"
                onClick={() => onChange(cards.filter((candidate) => candidate !== card))}
              >
                {t.t('checkout.giftCard.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
