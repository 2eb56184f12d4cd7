import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { slotLabel } from '../../domain/orders/checkout.ts';
import { messageKeys } from '../../i18n/message-keys.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { API_ERROR_MESSAGES, apiCall, errorMessage, isAbort, type ApiFetch } from './checkout-api.ts';
import { readSlots, type CollectSlot } from './checkout-answers.ts';
import type { CheckoutCart, CheckoutCartState, PickupAddress } from './checkout-types.ts';

// Click and collect: the site's pick-up addresses with their weekly opening hours, then the
// dates the provider offers for the chosen one (from now plus the lead hours, only within
// opening slots), a full slot shown but not selectable. The server checks the date and slot
// again when the order is placed.

/** The keys this step shows; the checkout island embeds them. */
export const COLLECT_STEP_MESSAGES = /* @__PURE__ */ messageKeys(
  [
    'checkout.collect.place',
    'checkout.collect.date',
    'checkout.collect.searching',
    'checkout.collect.none',
    'checkout.collect.choose',
    'checkout.collect.full',
  ] as const satisfies readonly MessageKey[],
  API_ERROR_MESSAGES,
);

/**
 * An opening day (1 = Monday … 7 = Sunday) in the page's language, capitalised as it starts
 * the line (« Lundi », « Monday »): Intl's names, not a list of words per language.
 */
export function weekdayName(weekday: number, tag: string): string {
  // 2024-01-01 was a Monday.
  const name = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** One pick-up date and slot of the list; a full one is shown as such and cannot be chosen. */
export function SlotOption({ slot, value }: { slot: CollectSlot; value: string }): ReactElement {
  const t = useT();
  const label = slotLabel(slot.date, slot.opens, slot.closes, t.tag);
  return (
    <option value={value} disabled={slot.full}>
      {slot.full ? t.t('checkout.collect.full', { slot: label }) : label}
    </option>
  );
}

export function CollectStep({
  state,
  cart,
  addresses,
  fetcher,
  onSlot,
}: {
  state: CheckoutCartState;
  cart: CheckoutCart;
  addresses: PickupAddress[];
  fetcher: ApiFetch;
  /** The chosen slot with its hours, for the summary (« Domaine et caveau, lundi 30 novembre, 10:00–12:30 »). */
  onSlot?: (slot: CollectSlot | undefined) => void;
}): ReactElement {
  const t = useT();
  const chosen = state.clickAndCollect.idAddress;
  const [slots, setSlots] = useState<CollectSlot[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (chosen === null) {
      setSlots(null);
      return;
    }
    const controller = new AbortController();
    setSlots(null);
    setError('');
    apiCall(fetcher, `/click-and-collect/slots?idAddress=${chosen}`, { signal: controller.signal })
      .then((data) => setSlots(readSlots(data)))
      .catch((caught: unknown) => {
        if (isAbort(caught)) return;
        setSlots([]);
        setError(errorMessage(caught, t));
      });
    return () => controller.abort();
    // The translator is the page's for the island's life.
  }, [fetcher, chosen]);

  const slotKey = (slot: Pick<CollectSlot, 'date' | 'idSchedule'>) => `${slot.date}|${slot.idSchedule}`;
  const current = state.clickAndCollect;
  const currentKey = `${current.date}|${current.idSchedule}`;

  // The choice kept in the cart (or just made), once the offered slots are known.
  useEffect(() => {
    onSlot?.(slots?.find((slot) => slotKey(slot) === currentKey));
  }, [slots, currentKey, onSlot]);

  return (
    <div className="checkout__step-body">
      <fieldset className="checkout__fieldset">
        <legend>{t.t('checkout.collect.place')}</legend>
        {addresses.map((address) => (
          <label className="checkout__choice" key={address.id}>
            <input
              type="radio"
              name="pickup-address"
              value={String(address.id)}
              checked={chosen === address.id}
              onChange={() =>
                cart.update({ clickAndCollect: { idAddress: address.id, date: null, idSchedule: null } })
              }
            />
            <span>
              <strong>{address.name}</strong>
              <br />
              {address.line1}
              {address.line2 ? `, ${address.line2}` : ''}, {address.postalCode} {address.city}
              <span className="checkout__hours">
                {address.openingHours.map((slot) => (
                  <span key={`${slot.weekday}-${slot.opens}`}>
                    {weekdayName(slot.weekday, t.tag)} {slot.opens}–{slot.closes}
                  </span>
                ))}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {chosen !== null ? (
        <div className="checkout__field">
          <label htmlFor="checkout-collect-date">{t.t('checkout.collect.date')} *</label>
          {slots === null ? <p className="checkout__hint">{t.t('checkout.collect.searching')}</p> : null}
          {error ? (
            <p className="checkout__error" role="alert">
              {error}
            </p>
          ) : null}
          <select
            id="checkout-collect-date"
            disabled={!slots || slots.length === 0}
            value={
              current.date !== null && current.idSchedule !== null
                ? slotKey({ date: current.date, idSchedule: current.idSchedule })
                : ''
            }
            onChange={(event) => {
              const slot = slots?.find((candidate) => slotKey(candidate) === event.currentTarget.value);
              cart.update({
                clickAndCollect: {
                  idAddress: chosen,
                  date: slot?.date ?? null,
                  idSchedule: slot?.idSchedule ?? null,
                },
              });
            }}
          >
            <option value="">
              {slots?.length === 0 ? t.t('checkout.collect.none') : t.t('checkout.collect.choose')}
            </option>
            {slots?.map((slot) => (
              <SlotOption key={slotKey(slot)} slot={slot} value={slotKey(slot)} />
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
