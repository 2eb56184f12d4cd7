import type { ReactElement } from 'react';
import { cartStateFulfilment } from '../../domain/cart-rules.ts';
import type { CartLine, DeliveryType } from '../../schema/cart.ts';
import { cartView, type CartLineView, type CartPageSettings } from '../cart/cart-view.ts';
import { euros } from '../shop/price-view.ts';

// The cart page's island (shop chunk). The cart lives in this browser (localStorage), so the
// worker renders the loading state and client/shop-cart-page.ts feeds the stored lines, the
// server's stock corrections and the validation message. Every control is a real button or
// input with a label; messages are announced (role="status" / role="alert").

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
            {euros(line.price.final)} l'unité
            {line.price.before !== null ? (
              <s className="cart-line__before"> {euros(line.price.before)}</s>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="cart-line__quantity">
        <label className="cart-line__label" htmlFor={inputId}>
          {line.step > 1 ? `Quantité (par ${line.step})` : 'Quantité'}
        </label>
        <div className="cart-stepper">
          <button
            type="button"
            className="cart-stepper__button"
            aria-label={`Retirer ${line.step} : ${title}`}
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
            aria-label={`Ajouter ${line.step} : ${title}`}
            disabled={bindings.busy || (line.stock !== null && line.quantity + line.step > line.stock)}
            onClick={() => bindings.onStep(line.lineId, 1)}
          >
            +
          </button>
        </div>
      </div>
      {!hidePrices && line.total !== null ? <p className="cart-line__total">{euros(line.total)}</p> : null}
      <button
        type="button"
        className="cart-line__remove"
        disabled={bindings.busy}
        onClick={() => bindings.onRemove(line.lineId)}
      >
        Retirer<span className="visually-hidden"> {title} du panier</span>
      </button>
    </li>
  );
}

/** Delivery or pick-up, chosen here already: the bottles-per-expedition rules follow the choice. */
function ReceiveChoice({ bindings }: { bindings: CartPageBindings }): ReactElement {
  const choices: { value: DeliveryType; label: string }[] = [
    { value: 'delivery', label: 'Livraison à domicile ou en point relais' },
    { value: 'clickAndCollect', label: 'Retrait au domaine' },
  ];
  return (
    <fieldset className="cart-page__receive">
      <legend>Comment souhaitez-vous recevoir votre commande ?</legend>
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
        <p className="cart-page__loading">Chargement de votre panier…</p>
      </div>
    );
  }
  const view = cartView(bindings.lines, props, cartStateFulfilment(bindings.deliveryType));
  const message = bindings.error || view.problem?.message || '';
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
          Votre panier est vide. <a href={props.shopHref}>Découvrir nos vins</a>
        </p>
      ) : (
        <>
          <ul className="cart-lines" aria-label="Produits du panier">
            {view.lines.map((line) => (
              <Line key={line.lineId} line={line} hidePrices={props.prices.hidePrices} bindings={bindings} />
            ))}
          </ul>
          {view.freeShipping ? (
            <div className="cart-shipping">
              <p className="cart-shipping__message">{view.freeShipping.message}</p>
              <progress
                className="cart-shipping__progress"
                max={100}
                value={Math.round(view.freeShipping.progress * 100)}
                aria-label="Progression vers la livraison offerte"
              />
            </div>
          ) : null}
          <dl className="cart-summary">
            <div>
              <dt>Articles</dt>
              <dd>{view.itemCount}</dd>
            </div>
            <div>
              <dt>Bouteilles</dt>
              <dd>{String(view.bottles).replace('.', ',')}</dd>
            </div>
            {view.subtotal !== null ? (
              <div className="cart-summary__total">
                <dt>Sous-total</dt>
                <dd>{euros(view.subtotal)}</dd>
              </div>
            ) : null}
          </dl>
          {props.pickupOffered ? <ReceiveChoice bindings={bindings} /> : null}
          <p className="cart-page__shipping-note">Frais de livraison calculés à l'étape suivante.</p>
          <div role="alert" className="cart-page__error">
            {message ? <p>{message}</p> : null}
          </div>
          <button
            type="button"
            className="cart-page__checkout"
            disabled={bindings.busy}
            onClick={bindings.onCheckout}
          >
            Passer la commande
          </button>
        </>
      )}
    </div>
  );
}
