import { Hono, type Context } from 'hono';
import type { ReactElement } from 'react';
import { giftCardValidUntil } from '../../../src/domain/gift-cards/gift-card';
import type { GiftCardOffer, GiftCardPurchase } from '../../../src/schema/gift-cards/gift-card';
import type { PaymentMethod } from '../../../src/schema/orders/payment';
import type { FormNotice } from '../../../src/ui/account/AccountField';
import {
  GIFT_CARD_BALANCE_PATH,
  GIFT_CARDS_PATH,
  GiftCardBalancePage,
  GiftCardConfirmationPage,
} from '../../../src/ui/gift-cards/GiftCardPages';
import { GiftCardPurchasePage } from '../../../src/ui/gift-cards/GiftCardPurchasePage';
import { GIFT_CARD_PAID_PATH, GiftCardPaidPage } from '../../../src/ui/gift-cards/GiftCardCardPayment';
import { giftCardPageWords } from '../../../src/ui/gift-cards/gift-card-page-words';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { noStore, pageRequest, refusal, type PageRequest } from '../members/account-view';
import { withStripeSources } from '../orders/checkout-csp';
import { readableForm, textFields, type FormFields } from '../content/page-form';
import { renderPage } from '../site/renderer';

// The gift card pages, usable without JavaScript: /bons-cadeaux (/en/gift-cards) is the
// purchase form, posted to itself and answered with the order's confirmation and how to pay
// (paid by card: Stripe's card form, the only answer whose policy allows js.stripe.com; Stripe
// comes back to /bons-cadeaux/paiement, which says the card is being confirmed);
// /bons-cadeaux/solde (/en/gift-cards/balance) takes a code and shows the card's balance and
// validity. Both call the gift cards module through the page client (in-process), so the
// balance check is throttled like the API's. Sites without gift cards answer 404.

function show(
  c: Context<AppEnv>,
  request: PageRequest,
  page: 'purchase' | 'balance' | 'paid',
  content: ReactElement,
  status = 200,
) {
  const w = giftCardPageWords(request.locale);
  const path = { purchase: GIFT_CARDS_PATH, balance: GIFT_CARD_BALANCE_PATH, paid: GIFT_CARD_PAID_PATH }[
    page
  ];
  return noStore(
    renderPage(
      c,
      {
        data: request.data,
        locale: request.locale,
        path: request.path,
        layout: 'STANDARD',
        route: { purchase: 'gift-cards', balance: 'gift-card-balance', paid: 'gift-card-paid' }[page],
        meta: {
          title: { purchase: w.title, balance: w.balanceTitle, paid: w.paidTitle }[page],
          description: { purchase: w.description, balance: w.balanceDescription, paid: w.paidDescription }[
            page
          ],
          canonicalPath: request.link(path),
        },
      },
      content,
      status,
    ),
  );
}

/** The provider's 404 (gift cards off) is the page's 404. */
function orNotFound(error: unknown): never {
  if (refusal(error).status === 404) throw notFound(PAGE_NOT_FOUND);
  throw error;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

async function purchaseView(
  c: Context<AppEnv>,
  request: PageRequest,
  offer: GiftCardOffer,
  values: FormFields,
  errors: Record<string, string>,
  notice: FormNotice | null,
  status = 200,
) {
  const today = todayUtc();
  return show(
    c,
    request,
    'purchase',
    <GiftCardPurchasePage
      locale={request.locale}
      link={request.link}
      offer={offer}
      today={today}
      lastDay={giftCardValidUntil(today, 12)}
      values={values}
      errors={errors}
      notice={notice}
    />,
    status,
  );
}

const euros = (raw: string | undefined) => Number((raw ?? '').trim().replace(',', '.'));

/** The posted form as the API's purchase; the provider checks everything. */
function purchaseInput(fields: FormFields): GiftCardPurchase {
  const choice = fields.choice ?? '';
  const [kind, value] = choice.split(':');
  const what: Partial<GiftCardPurchase> =
    kind === 'amount'
      ? { amount: euros(value) }
      : kind === 'service'
        ? { idService: Number(value) }
        : kind === 'product'
          ? { idProduct: Number(value) }
          : choice === 'free'
            ? { amount: euros(fields.freeAmount) }
            : {};
  const message = (fields.message ?? '').trim();
  const sendOn = (fields.sendOn ?? '').trim();
  return {
    ...what,
    buyer: {
      firstname: fields['buyer.firstname'] ?? '',
      lastname: fields['buyer.lastname'] ?? '',
      email: fields['buyer.email'] ?? '',
    },
    recipient: { name: fields['recipient.name'] ?? '', email: fields['recipient.email'] ?? '' },
    ...(message ? { message } : {}),
    ...(sendOn ? { sendOn } : {}),
    paymentMethod: (fields.paymentMethod ?? '') as PaymentMethod,
  };
}

function balanceView(
  c: Context<AppEnv>,
  request: PageRequest,
  props: Omit<Parameters<typeof GiftCardBalancePage>[0], 'locale' | 'link'>,
  status = 200,
) {
  return show(
    c,
    request,
    'balance',
    <GiftCardBalancePage locale={request.locale} link={request.link} {...props} />,
    status,
  );
}

export const giftCardPageRoutes = new Hono<AppEnv>()
  .get(GIFT_CARDS_PATH, async (c) => {
    const request = await pageRequest(c);
    const offer = await request.source.provider.giftCardOffer().catch(orNotFound);
    return purchaseView(c, request, offer, {}, {}, null);
  })
  .post(GIFT_CARDS_PATH, readableForm, async (c) => {
    const fields = textFields(await c.req.parseBody());
    const request = await pageRequest(c);
    const provider = request.source.provider;
    const offer = await provider.giftCardOffer().catch(orNotFound);
    try {
      const created = await provider.buyGiftCard(purchaseInput(fields));
      const response = await show(
        c,
        request,
        'purchase',
        <GiftCardConfirmationPage
          locale={request.locale}
          link={request.link}
          created={created}
          methods={offer.paymentMethods}
        />,
        201,
      );
      const policy = response.headers.get('Content-Security-Policy');
      if (policy && created.payment)
        response.headers.set('Content-Security-Policy', withStripeSources(policy));
      return response;
    } catch (error) {
      const refused = refusal(error);
      return purchaseView(c, request, offer, fields, refused.errors, refused.notice, refused.status);
    }
  })
  .get(GIFT_CARD_PAID_PATH, async (c) => {
    const request = await pageRequest(c);
    await request.source.provider.giftCardOffer().catch(orNotFound);
    // Stripe adds redirect_status to the return URL; the card itself waits for the webhook.
    const failed = c.req.query('redirect_status') === 'failed';
    return show(
      c,
      request,
      'paid',
      <GiftCardPaidPage
        locale={request.locale}
        link={request.link}
        failed={failed}
        anotherHref={GIFT_CARDS_PATH}
      />,
    );
  })
  .get(GIFT_CARD_BALANCE_PATH, async (c) => {
    const request = await pageRequest(c);
    await request.source.provider.giftCardOffer().catch(orNotFound);
    return balanceView(c, request, { code: '', balance: null, error: null, notice: null });
  })
  .post(GIFT_CARD_BALANCE_PATH, readableForm, async (c) => {
    const fields = textFields(await c.req.parseBody());
    const request = await pageRequest(c);
    const code = (fields.code ?? '').trim();
    try {
      const balance = await request.source.provider.giftCardBalance(code);
      return balanceView(c, request, { code, balance, error: null, notice: null });
    } catch (error) {
      const refused = refusal(error);
      if (refused.status === 404 && !(await request.source.provider.giftCardOffer().catch(() => null))) {
        throw notFound(PAGE_NOT_FOUND);
      }
      const message = refused.errors.code ?? refused.notice.text;
      return balanceView(
        c,
        request,
        refused.status === 429
          ? { code, balance: null, error: null, notice: refused.notice }
          : { code, balance: null, error: message, notice: null },
        refused.status,
      );
    }
  });
