import type { ReactElement } from 'react';
import { cartProblemMessage, cartStateFulfilment } from '../../domain/catalogue/cart-rules.ts';
import type { CartLine, DeliveryType } from '../../schema/catalogue/cart.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import {
  cartView,
  freeShippingMessage,
  type CartLineView,
  type CartPageSettings,
} from '../cart/cart-view.ts';

// The cart page's island (shop chunk). The cart lives in this browser (localStorage), so the
// worker renders the loading state and client/shop-cart-page.ts feeds the stored lines, the
// server's stock corrections and the validation message. Every control is a real button or
// input with a label; messages are announced (role="status" / role="alert").

/** The keys this island reads (the cart page embeds them, compiled, in the page's language). */
export const CART_PAGE_MESSAGES = [
  'cart.loading',
  'cart.unitPrice',
  'cart.quantity',
  'cart.quantityBy',
  'cart.less',
  'cart.more',
  'cart.remove',
  'cart.removeHidden',
  'cart.receive',
  'cart.receive.delivery',
  'cart.receive.collect',
  'cart.empty',
  'cart.discover',
  'cart.lines',
  'cart.freeShippingProgress',
  'cart.items',
  'cart.bottles',
  'cart.subtotal',
  'cart.shippingNote',
  'cart.checkout',
  'cart.problem.quantity',
  'cart.problem.lineMultiple',
  'cart.problem.soldOut',
  'cart.problem.overStock',
  'cart.problem.tooFew',
  'cart.problem.tooMany',
  'cart.problem.multiple',
  'cart.problem.multipleOrRemove',
  'cart.freeShipping.reached',
  'cart.freeShipping.missing',
  'cart.freeShipping.missingEither',
  'cart.freeShipping.bottles',
  'cart.freeShipping.amount',
  'cart.networkError',
] as const satisfies readonly MessageKey[];

export type CartPageProps = CartPageSettings & {
  /** The site has a pick-up place: the visitor may choose « Retrait au domaine » here already. */
  pickupOffered?: boolean;
  /** The checkout page (`/commande`, localised). */
  checkoutHref: string;
  /** The shop, for an empty cart. */
  shopHref: string;
};

export interface CartPageBindings {
  /** null until the stored cart is read (first render, server and client alike). */
  lines: readonly CartLine[] | null;
  /** Stock corrections made on arrival. */
  notices: readonly string[];
  /** The cart state's errorCartMessage: the server's refusal, or the rule broken. */
  error: string;
  busy: boolean;
  /** The stored cart's delivery choice: a pick-up is not an expedition (no bottle minimum). */
  deliveryType: DeliveryType;
  onDeliveryType: (deliveryType: DeliveryType) => void;
  onStep: (lineId: number, direction: 1 | -1) => void;
  onQuantity: (lineId: number, quantity: number) => void;
  onRemove: (lineId: number) => void;
  onCheckout: () => void;
}

function Line({
  line,
  hidePrices,
  bindings,
}: {
  line: CartLineView;
  hidePrices: boolean;
  bindings: CartPageBindings;
}): ReactElement {
  const t = useT();
  const title = line.detail ? `${line.name} ${line.detail}` : line.name;
  const inputId = `cart-quantity-${line.lineId}`;
  return (
    <li className="cart-line">
      {line.image ? (
        <img className="cart-line__image" src={line.image} alt="" width={48} height={96} loading="lazy" />
      ) : null}
      <div className="cart-line__product">
        <p className="cart-line__name">{line.href ? <a href={line.href}>{line.name}</a> : line.name}</p>
        {line.detail ? <p className="cart-line__detail">{line.detail}</p> : null}
        {!hidePrices && line.price ? (
          <p className="cart-line__unit">
            {t.t('cart.unitPrice', { price: t.euros(line.price.final) })}
            {line.price.before !== null ? (
              <s className="cart-line__before"> {t.euros(line.price.before)}</s>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="cart-line__quantity">
        <label className="cart-line__label" htmlFor={inputId}>
          {line.step > 1 ? t.t('cart.quantityBy', { step: line.step }) : t.t('cart.quantity')}
        </label>
        <div className="cart-stepper">
          <button
            type="button"
            className="cart-stepper__button"
            aria-label={t.t('cart.less', { step: line.step, title })}
            disabled={bindings.busy || line.quantity <= line.step}
            onClick={() => bindings.onStep(line.lineId, -1)}
          >
            −
          </button>
          <input
            id={inputId}
            className="cart-stepper__input"
            type="number"
            inputMode="numeric"
            min={line.step}
            step={line.step}
            max={line.stock ?? undefined}
            value={line.quantity}
            disabled={bindings.busy}
            onChange={(event) => {
              const value = Number(event.currentTarget.value);
              if (Number.isFinite(value) && value >= 1) bindings.onQuantity(line.lineId, value);
            }}
          />
          <button
            type="button"
            className="cart-stepper__button"
            aria-label={t.t('cart.more', { step: line.step, title })}
            disabled={bindings.busy || (line.stock !== null && line.quantity + line.step > line.stock)}
            onClick={() => bindings.onStep(line.lineId, 1)}
          >
            +
          </button>
        </div>
      </div>
      {!hidePrices && line.total !== null ? <p className="cart-line__total">{t.euros(line.total)}</p> : null}
      <button
        type="button"
        className="cart-line__remove"
        disabled={bindings.busy}
        onClick={() => bindings.onRemove(line.lineId)}
      >
        {t.t('cart.remove')}
        <span className="visually-hidden"> {t.t('cart.removeHidden', { title })}</span>
      </button>
    </li>
  );
}

/** Delivery or pick-up, chosen here already: the bottles-per-expedition rules follow the choice. */
function ReceiveChoice({ bindings }: { bindings: CartPageBindings }): ReactElement {
  const t = useT();
  const choices: { value: DeliveryType; label: string }[] = [
    { value: 'delivery', label: t.t('cart.receive.delivery') },
    { value: 'clickAndCollect', label: t.t('cart.receive.collect') },
  ];
  return (
    <fieldset className="cart-page__receive">
      <legend>{t.t('cart.receive')}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="cart-page__receive-choice">
          <input
            type="radio"
            name="cart-delivery-type"
            value={choice.value}
            checked={bindings.deliveryType === choice.value}
            disabled={bindings.busy}
            onChange={() => bindings.onDeliveryType(choice.value)}
          />{' '}
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

export function CartPage(props: CartPageProps & Partial<CartPageBindings>): ReactElement {
  const t = useT();
  const bindings: CartPageBindings = {
    lines: props.lines ?? null,
    notices: props.notices ?? [],
    error: props.error ?? '',
    busy: props.busy ?? false,
    deliveryType: props.deliveryType ?? 'delivery',
    onDeliveryType: props.onDeliveryType ?? (() => undefined),
    onStep: props.onStep ?? (() => undefined),
    onQuantity: props.onQuantity ?? (() => undefined),
    onRemove: props.onRemove ?? (() => undefined),
    onCheckout: props.onCheckout ?? (() => undefined),
  };
  if (bindings.lines === null) {
    return (
      <div className="cart-page" aria-busy="true">
        <p className="cart-page__loading">{t.t('cart.loading')}</p>
      </div>
    );
  }
  const view = cartView(bindings.lines, props, cartStateFulfilment(bindings.deliveryType), t.tag);
  const message = bindings.error || (view.problem ? cartProblemMessage(t, view.problem) : '');
  return (
    <div className="cart-page">
      <div role="status" className="cart-page__notices">
        {bindings.notices.map((notice) => (
          <p key={notice} className="cart-page__notice">
            {notice}
          </p>
        ))}
      </div>
      {view.lines.length === 0 ? (
        <p className="cart-page__empty">
          {t.t('cart.empty')} <a href={props.shopHref}>{t.t('cart.discover')}</a>
        </p>
      ) : (
        <>
          <ul className="cart-lines" aria-label={t.t('cart.lines')}>
            {view.lines.map((line) => (
              <Line key={line.lineId} line={line} hidePrices={props.prices.hidePrices} bindings={bindings} />
            ))}
          </ul>
          {view.freeShipping ? (
            <div className="cart-shipping">
              <p className="cart-shipping__message">{freeShippingMessage(t, view.freeShipping)}</p>
              <progress
                className="cart-shipping__progress"
                max={100}
                value={Math.round(view.freeShipping.progress * 100)}
                aria-label={t.t('cart.freeShippingProgress')}
              />
            </div>
          ) : null}
          <dl className="cart-summary">
            <div>
              <dt>{t.t('cart.items')}</dt>
              <dd>{view.itemCount}</dd>
            </div>
            <div>
              <dt>{t.t('cart.bottles')}</dt>
              <dd>{t.number(view.bottles)}</dd>
            </div>
            {view.subtotal !== null ? (
              <div className="cart-summary__total">
                <dt>{t.t('cart.subtotal')}</dt>
                <dd>{t.euros(view.subtotal)}</dd>
              </div>
            ) : null}
          </dl>
          {props.pickupOffered ? <ReceiveChoice bindings={bindings} /> : null}
          <p className="cart-page__shipping-note">{t.t('cart.shippingNote')}</p>
          <div role="alert" className="cart-page__error">
            {message ? <p>{message}</p> : null}
          </div>
          <button
            type="button"
            className="cart-page__checkout"
            disabled={bindings.busy}
            onClick={bindings.onCheckout}
          >
            {t.t('cart.checkout')}
          </button>
        </>
      )}
    </div>
  );
}
