import { useState } from 'react';
import type { MouseEvent, ReactElement } from 'react';
import { quantityStep } from '../../domain/catalogue/cart.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { stockLabel, type StockSettings } from '../../domain/catalogue/stock-label.ts';
import {
  capacityLabel,
  declinationChoice,
  declinationHref,
  type ChoiceOption,
} from '../shop/declination-view.ts';
import { badgeWords, priceView, type PriceSettings } from '../shop/price-view.ts';

// The product page's purchase box (shop chunk): vintage × capacity choice, price, stock
// label, quantity stepper, add to cart and the technical file. The choices are plain links
// (`?declinaison=12`), so without JavaScript the page itself switches declination; once
// hydrated a click switches in place and only rewrites the address. Prices, stock and step
// come from the same pure rules the worker used (pricing, stock-label, cart).
// client/shop-product-purchase.ts binds `onAdd` to the cart store and the toasts.

type PurchaseDeclination = {
  id: number;
  year: number | null;
  price: number;
  discount: { type: string; amount: number } | null;
  quantity: number | null;
  setQuantity: number | null;
  sellByMultipleOf: number | null;
  capacity: number | null;
  capacityUnit: string | null;
};

/** The product as the cart stores it (the spec's Product shape, without long texts). */
export type PurchaseProduct = {
  id: number;
  name: string;
  slug: string;
  type: { type: 'WINE' | 'BOX' };
  isVintage: boolean;
  hasShippingFees: boolean;
  declination: PurchaseDeclination[];
  box: {
    idProduct: number;
    price: number;
    discount: { type: string; amount: number } | null;
    quantity: number | null;
    reference: string | null;
    sellByMultipleOf: number | null;
  } | null;
  image: string | null;
};

export type ProductPurchaseProps = {
  product: PurchaseProduct;
  selectedId: number;
  /** The product page's path (localised), for the declination links. */
  productPath: string;
  /** `/api/product/generate/file/{id}`: the declination's id is appended for a wine. */
  fileBase: string;
  stock: StockSettings;
  prices: PriceSettings;
};

/** The keys this island reads (the product page embeds them). */
export const PRODUCT_PURCHASE_MESSAGES = [
  'purchase.unavailable',
  'purchase.vintage',
  'purchase.capacity',
  'purchase.noVintage',
  'purchase.standardCapacity',
  'purchase.otherVintage',
  'purchase.perBottle',
  'purchase.added',
  'purchase.less',
  'purchase.more',
  'purchase.add',
  'purchase.soldBy',
  'purchase.noscript',
  'purchase.file',
  'price.before',
  'product.percent',
  'cart.quantity',
] as const satisfies readonly MessageKey[];

export type AddToCart = (product: PurchaseProduct, declinationId: number, quantity: number) => void;

/** Quantity typed by hand: a whole multiple of the step, at least one step. */
export function stepQuantity(raw: number, step: number, max: number | null): number {
  const whole = Number.isFinite(raw) ? Math.floor(raw) : step;
  let quantity = Math.max(step, Math.round(whole / step) * step);
  if (max !== null && quantity > max) quantity = Math.max(step, Math.floor(max / step) * step);
  return quantity;
}

function ChoiceGroup({
  id,
  title,
  options,
  href,
  onChoose,
}: {
  id: string;
  title: string;
  options: ChoiceOption[];
  href: (declinationId: number) => string;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, declinationId: number) => void;
}): ReactElement | null {
  const t = useT();
  if (options.length === 0) return null;
  return (
    <div className="purchase__group">
      <p className="purchase__legend" id={id}>
        {title}
      </p>
      <ul className="purchase__options" aria-labelledby={id}>
        {options.map((option) => (
          <li key={option.label}>
            <a
              className={`purchase__option${option.otherVintage ? ' purchase__option--other-vintage' : ''}`}
              href={href(option.declinationId)}
              aria-current={option.current ? 'true' : undefined}
              onClick={(event) => onChoose(event, option.declinationId)}
            >
              {option.label}
              {option.otherVintage ? (
                // Not in the chosen vintage: the vintage this leads to is said, never switched silently.
                <>
                  <span className="purchase__option-note" aria-hidden="true">
                    {option.otherVintage}
                  </span>
                  <span className="visually-hidden">
                    {`, ${t.t('purchase.otherVintage', { year: option.otherVintage })}`}
                  </span>
                </>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProductPurchase({
  product,
  selectedId,
  productPath,
  fileBase,
  stock,
  prices,
  onAdd,
}: ProductPurchaseProps & { onAdd?: AddToCart }): ReactElement {
  const t = useT();
  const [currentId, setCurrentId] = useState(selectedId);
  const current =
    product.declination.find((declination) => declination.id === currentId) ?? product.declination[0];
  const step = current ? quantityStep(product, current.id) : 1;
  const [quantity, setQuantity] = useState(step);
  if (!current) return <p className="purchase__unavailable">{t.t('purchase.unavailable')}</p>;

  const label = stockLabel(stock, current.quantity);
  // With stock handled, the stepper stops at what is left (the server checks again).
  const max = label.state === 'UNTRACKED' ? null : Math.max(0, current.quantity ?? 0);
  const price = priceView(prices, current, badgeWords(t));
  const choice = declinationChoice(
    product.declination,
    current,
    {
      noVintage: t.t('purchase.noVintage'),
      standardCapacity: t.t('purchase.standardCapacity'),
    },
    t.tag,
  );
  const isBox = product.type.type === 'BOX';
  const prefix = `purchase-${product.id}`;

  const choose = (event: MouseEvent<HTMLAnchorElement>, declinationId: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const next = product.declination.find((declination) => declination.id === declinationId);
    if (!next) return;
    setCurrentId(next.id);
    setQuantity(quantityStep(product, next.id));
    window.history.replaceState(window.history.state, '', event.currentTarget.href);
  };
  const change = (value: number) => setQuantity(stepQuantity(value, step, max));

  return (
    <div className="purchase">
      <ChoiceGroup
        id={`${prefix}-years`}
        title={t.t('purchase.vintage')}
        options={choice.years}
        href={(id) => declinationHref(productPath, id)}
        onChoose={choose}
      />
      <ChoiceGroup
        id={`${prefix}-capacities`}
        title={t.t('purchase.capacity')}
        options={choice.capacities}
        href={(id) => declinationHref(productPath, id)}
        onChoose={choose}
      />
      {price ? (
        <p className="purchase__price">
          {price.before !== null ? (
            <del className="price__before">
              <span className="visually-hidden">{`${t.t('price.before')} `}</span>
              {t.euros(price.before)}
            </del>
          ) : null}{' '}
          <strong className="price__final">{t.euros(price.final)}</strong>
          {price.badge ? <span className="price__badge">{` ${price.badge}`}</span> : null}
          {!isBox && capacityLabel(current, t.tag) ? (
            <span className="price__unit">{` ${t.t('purchase.perBottle', { capacity: capacityLabel(current, t.tag) })}`}</span>
          ) : null}
        </p>
      ) : null}
      {label.text ? <p className={`stock stock--${label.state.toLowerCase()}`}>{label.text}</p> : null}
      <div className="purchase__buy">
        <div className="stepper">
          <button
            type="button"
            className="stepper__button"
            aria-label={t.t('purchase.less', { step })}
            disabled={quantity <= step || !label.available}
            onClick={() => change(quantity - step)}
          >
            −
          </button>
          <input
            id={`${prefix}-quantity`}
            className="stepper__input"
            type="number"
            min={step}
            step={step}
            max={max ?? undefined}
            value={quantity}
            aria-label={t.t('cart.quantity')}
            disabled={!label.available}
            // Typed digits stay as typed (12 is typed 1 then 2); leaving the field rounds to the step.
            onChange={(event) => setQuantity(Number(event.currentTarget.value))}
            onBlur={() => change(quantity)}
          />
          <button
            type="button"
            className="stepper__button"
            aria-label={t.t('purchase.more', { step })}
            disabled={!label.available || (max !== null && quantity + step > max)}
            onClick={() => change(quantity + step)}
          >
            +
          </button>
        </div>
        <button
          type="button"
          className="button purchase__add"
          disabled={!label.available}
          onClick={() => {
            const wanted = stepQuantity(quantity, step, max);
            setQuantity(wanted);
            onAdd?.(product, current.id, wanted);
          }}
        >
          {t.t('purchase.add')}
        </button>
      </div>
      {step > 1 ? <p className="purchase__hint">{t.t('purchase.soldBy', { step })}</p> : null}
      <noscript>
        <p className="purchase__hint">{t.t('purchase.noscript')}</p>
      </noscript>
      <p className="purchase__file">
        <a href={isBox ? fileBase : `${fileBase}/${current.id}`} type="application/pdf">
          {t.t('purchase.file')}
        </a>
      </p>
    </div>
  );
}
