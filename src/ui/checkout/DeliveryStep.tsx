import { useEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { latestOnly, quotePostalCode, shippingFeesRequest } from '../../domain/orders/checkout.ts';
import { openingDays } from '../../domain/delivery/opening-days.ts';
import { messageKeys } from '../../i18n/message-keys.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import type { AccessPoint, Carrier, CartCity } from '../../schema/catalogue/cart.ts';
import { toCartCountry } from './AddressFields.tsx';
import { weekdayName } from './CollectStep.tsx';
import { API_ERROR_MESSAGES, apiCall, errorMessage, isAbort, type ApiFetch } from './checkout-api.ts';
import { readAccessPoints, readCarriers, readCities } from './checkout-answers.ts';
import type { CheckoutCart, CheckoutCartState, CheckoutCountry } from './checkout-types.ts';

// Home or relay delivery: country, postal code and city, then the carriers the provider
// quotes for this cart and address. Quotes never overlap: a new one aborts the one in flight
// and only the latest answer is applied; a failed quote empties the carrier and the prices
// and shows the provider's message. A relay carrier then lists the relay points, nearest first;
// once one is chosen the quote is for its address, as the order's price will be.
// The towns of a postal code come from the city search (every French commune); a complete
// postal code no commune has (a CEDEX one) lets the buyer type the town instead.

const POSTAL_CODE_MIN = 2;

/** The keys this step shows; the checkout island embeds them. */
export const DELIVERY_STEP_MESSAGES = /* @__PURE__ */ messageKeys(
  [
    'checkout.chooseCountry',
    'checkout.field.city',
    'checkout.delivery.country',
    'checkout.delivery.in',
    'checkout.delivery.postalCode',
    'checkout.delivery.noCity',
    'checkout.delivery.typedCity',
    'checkout.delivery.typePostalCode',
    'checkout.delivery.chooseCity',
    'checkout.delivery.carrier',
    'checkout.delivery.quoting',
    'checkout.delivery.cityFirst',
    'checkout.delivery.free',
    'checkout.delivery.relay',
    'checkout.delivery.relaySearching',
    'checkout.delivery.relayNone',
    'checkout.delivery.relayDistance',
  ] as const satisfies readonly MessageKey[],
  API_ERROR_MESSAGES,
);

export function DeliveryStep({
  state,
  cart,
  countries,
  fetcher,
}: {
  state: CheckoutCartState;
  cart: CheckoutCart;
  countries: CheckoutCountry[];
  fetcher: ApiFetch;
}): ReactElement {
  const t = useT();
  const [postalCode, setPostalCode] = useState(state.city?.postalCode ?? state.address.shipping.postalCode);
  const [cities, setCities] = useState<CartCity[]>([]);
  const [cityError, setCityError] = useState('');
  const [unlisted, setUnlisted] = useState(false);
  const [quoting, setQuoting] = useState(false);
  const [quoteError, setQuoteError] = useState('');
  const [points, setPoints] = useState<AccessPoint[] | null>(null);
  const [pointsError, setPointsError] = useState('');
  const quotes = useRef(latestOnly());
  const lookups = useRef(latestOnly());
  const countryId = state.country?.id ?? null;
  const countryCode = state.country?.alphaTwo ?? null;
  const cityPostalCode = state.city?.postalCode ?? null;
  const cityName = state.city?.name ?? null;

  // One country only (a shop selling in France): chosen for the buyer.
  useEffect(() => {
    const only = countries.length === 1 ? countries[0] : undefined;
    if (only && countryId !== only.id) cart.update({ country: toCartCountry(only) });
  }, [cart, countries, countryId]);

  // Cities matching the postal code typed.
  useEffect(() => {
    const search = postalCode.trim();
    if (countryId === null || search.length < POSTAL_CODE_MIN) {
      setCities([]);
      setUnlisted(false);
      return;
    }
    const { ticket, signal } = lookups.current.start();
    apiCall(fetcher, `/cities/${encodeURIComponent(search)}/${countryId}`, { signal })
      .then((data) => {
        if (!lookups.current.isLatest(ticket)) return;
        const found = readCities(data).filter((city) => city.postalCode.startsWith(search));
        setCities(found);
        setUnlisted(found.length === 0 && search.length >= 5);
        setCityError(found.length === 0 && search.length >= 5 ? t.t('checkout.delivery.noCity') : '');
        // One city for a complete postal code: chosen for the buyer.
        const [only] = found;
        if (found.length === 1 && only && only.postalCode === search && !cart.read().city) chooseCity(only);
      })
      .catch((error: unknown) => {
        if (isAbort(error) || !lookups.current.isLatest(ticket)) return;
        setCities([]);
        setCityError(errorMessage(error, t));
      });
  }, [fetcher, postalCode, countryId]);

  // The quote, each time what it depends on changes (the lines, the city, the country).
  const request =
    cityPostalCode === null
      ? null
      : shippingFeesRequest(state.lines, quotePostalCode(state, cityPostalCode), countryId);
  // The request's content, not the object (a new one each render), decides when to quote.
  const requestKey = request ? JSON.stringify(request) : '';
  useEffect(() => {
    const request = requestKey === '' ? null : (JSON.parse(requestKey) as unknown);
    if (!request) {
      quotes.current.cancel();
      setQuoting(false);
      return;
    }
    const { ticket, signal } = quotes.current.start();
    setQuoting(true);
    setQuoteError('');
    apiCall(fetcher, '/calculate/shipping-fees', { method: 'POST', body: request, signal })
      .then((data) => {
        if (!quotes.current.isLatest(ticket)) return;
        const prices = readCarriers(data);
        const kept = prices.find((carrier) => carrier.id === cart.read().carrier?.id) ?? null;
        cart.update({ shippingPrices: prices, carrier: kept });
        setQuoting(false);
      })
      .catch((error: unknown) => {
        if (isAbort(error) || !quotes.current.isLatest(ticket)) return;
        cart.clearShipping();
        setQuoteError(errorMessage(error, t));
        setQuoting(false);
      });
  }, [requestKey, fetcher, cart]);

  // Relay points around the delivery address, once a relay carrier is chosen.
  const relayCarrier = state.carrier?.deliveryType === 'PICKUP' ? state.carrier.id : null;
  useEffect(() => {
    if (relayCarrier === null || cityPostalCode === null || cityName === null || countryCode === null) {
      setPoints(null);
      return;
    }
    const controller = new AbortController();
    setPointsError('');
    apiCall(fetcher, '/relay/access-points', {
      method: 'POST',
      signal: controller.signal,
      body: {
        address: cart.read().address.shipping.address,
        postalCode: cityPostalCode,
        city: cityName,
        country: countryCode,
      },
    })
      .then((data) => setPoints(readAccessPoints(data)))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        setPoints([]);
        setPointsError(errorMessage(error, t));
      });
    return () => controller.abort();
  }, [fetcher, cart, relayCarrier, cityPostalCode, cityName, countryCode]);

  function chooseCity(city: CartCity | null) {
    const state = cart.read();
    cart.update({
      city,
      carrier: null,
      accessPointAddress: null,
      address: {
        ...state.address,
        shipping: {
          ...state.address.shipping,
          postalCode: city?.postalCode ?? '',
          city: city?.name ?? '',
          country: state.country,
        },
      },
    });
  }

  function chooseCarrier(carrier: Carrier) {
    cart.update({ carrier, accessPointAddress: null });
  }

  return (
    <div className="checkout__step-body">
      {countries.length > 1 ? (
        <div className="checkout__field">
          <label htmlFor="checkout-country">{t.t('checkout.delivery.country')} *</label>
          <select
            id="checkout-country"
            value={countryId === null ? '' : String(countryId)}
            onChange={(event) => {
              const chosen = countries.find((country) => String(country.id) === event.currentTarget.value);
              cart.update({ country: chosen ? toCartCountry(chosen) : null, city: null, carrier: null });
              cart.clearShipping();
            }}
          >
            <option value="">{t.t('checkout.chooseCountry')}</option>
            {countries.map((country) => (
              <option key={country.id} value={String(country.id)}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="checkout__hint">
          {t.t('checkout.delivery.in', { country: countries[0]?.name ?? 'France' })}
        </p>
      )}
      <div className="checkout__field">
        <label htmlFor="checkout-postal-code">{t.t('checkout.delivery.postalCode')} *</label>
        <input
          id="checkout-postal-code"
          inputMode="numeric"
          autoComplete="shipping postal-code"
          maxLength={10}
          value={postalCode}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setPostalCode(typed);
            // Another postal code: the city, the carriers and their prices no longer apply.
            if (state.city && state.city.postalCode !== typed.trim()) {
              cart.update({ city: null, accessPointAddress: null });
              cart.clearShipping();
            }
          }}
        />
      </div>
      <div className="checkout__field">
        <label htmlFor="checkout-city">{t.t('checkout.field.city')} *</label>
        <select
          id="checkout-city"
          value={state.city ? `${state.city.postalCode}|${state.city.name}` : ''}
          disabled={cities.length === 0 && !state.city}
          onChange={(event) => {
            const value = event.currentTarget.value;
            chooseCity(cities.find((city) => `${city.postalCode}|${city.name}` === value) ?? null);
          }}
        >
          <option value="">
            {cities.length === 0
              ? t.t('checkout.delivery.typePostalCode')
              : t.t('checkout.delivery.chooseCity')}
          </option>
          {state.city && !cities.some((city) => city.name === state.city?.name) ? (
            <option value={`${state.city.postalCode}|${state.city.name}`}>
              {state.city.postalCode} {state.city.name}
            </option>
          ) : null}
          {cities.map((city) => (
            <option key={`${city.postalCode}|${city.name}`} value={`${city.postalCode}|${city.name}`}>
              {city.postalCode} {city.name}
            </option>
          ))}
        </select>
        {cityError ? (
          <p className="checkout__error" id="checkout-city-error">
            {cityError}
          </p>
        ) : null}
      </div>
      {unlisted ? (
        <div className="checkout__field">
          <label htmlFor="checkout-city-typed">{t.t('checkout.delivery.typedCity')} *</label>
          <input
            id="checkout-city-typed"
            autoComplete="shipping address-level2"
            maxLength={200}
            aria-describedby="checkout-city-error"
            defaultValue={state.city?.postalCode === postalCode.trim() ? state.city.name : ''}
            onChange={(event) => {
              const name = event.currentTarget.value.trim();
              chooseCity(name === '' ? null : { postalCode: postalCode.trim(), name });
            }}
          />
        </div>
      ) : null}
      <fieldset className="checkout__fieldset" aria-busy={quoting}>
        <legend>{t.t('checkout.delivery.carrier')}</legend>
        {quoting ? <p className="checkout__hint">{t.t('checkout.delivery.quoting')}</p> : null}
        {quoteError ? (
          <p className="checkout__error" role="alert">
            {quoteError}
          </p>
        ) : null}
        {!quoting && !quoteError && state.shippingPrices.length === 0 ? (
          <p className="checkout__hint">{t.t('checkout.delivery.cityFirst')}</p>
        ) : null}
        {state.shippingPrices.map((carrier) => (
          <label className="checkout__choice" key={carrier.id}>
            <input
              type="radio"
              name="carrier"
              value={String(carrier.id)}
              checked={state.carrier?.id === carrier.id}
              onChange={() => chooseCarrier(carrier)}
            />
            <span>{carrier.name}</span>
            <strong>{carrier.price === 0 ? t.t('checkout.delivery.free') : t.euros(carrier.price)}</strong>
          </label>
        ))}
      </fieldset>
      {relayCarrier !== null ? (
        <fieldset className="checkout__fieldset">
          <legend>{t.t('checkout.delivery.relay')}</legend>
          {points === null ? (
            <p className="checkout__hint">{t.t('checkout.delivery.relaySearching')}</p>
          ) : null}
          {pointsError ? (
            <p className="checkout__error" role="alert">
              {pointsError}
            </p>
          ) : null}
          {points?.length === 0 && !pointsError ? (
            <p className="checkout__hint">{t.t('checkout.delivery.relayNone')}</p>
          ) : null}
          {points?.map((point) => (
            <label className="checkout__choice" key={String(point.id)}>
              <input
                type="radio"
                name="access-point"
                value={String(point.id)}
                checked={state.accessPointAddress?.id === point.id}
                onChange={() => cart.update({ accessPointAddress: point })}
              />
              <span>
                <strong>{point.name}</strong>
                {typeof point.distanceKm === 'number' ? (
                  <>
                    {' '}
                    <span className="checkout__distance">
                      {t.t('checkout.delivery.relayDistance', {
                        km: new Intl.NumberFormat(t.tag, { maximumFractionDigits: 1 }).format(
                          point.distanceKm,
                        ),
                      })}
                    </span>
                  </>
                ) : null}
                <br />
                {point.addLine1}, {point.zipCode} {point.city}
                {point.openingHours && point.openingHours.length > 0 ? (
                  <span className="checkout__hours">
                    {openingDays(point.openingHours).map((run) => (
                      <span key={run.from}>
                        {weekdayName(run.from, t.tag)}
                        {run.to === run.from ? '' : `–${weekdayName(run.to, t.tag).toLowerCase()}`}{' '}
                        {run.hours.join(', ')}
                      </span>
                    ))}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
