import { env } from 'cloudflare:workers';
import type { GiftCardAdmin, GiftCardCreated } from '../../../src/schema/gift-cards/gift-card';
import { ADMIN, adminCall, adminLogin, WINE_ADMIN } from './accounts';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from './factories';
import { MASSAGE_HOST, postJson, uniqueIp, WINE_HOST } from './http';

// Gift cards as the tests buy, issue and spend them: through the API, as a visitor and the owner.

export const siteOf = (host: string) => (host === WINE_HOST ? WINE_SITE_ID : MASSAGE_SITE_ID);

export function purchase(overrides: Record<string, unknown> = {}) {
  return {
    amount: 80,
    buyer: { firstname: 'Claire', lastname: 'Martin', email: 'claire.martin@exemple.fr' },
    recipient: { name: 'Julie Martin', email: 'julie.martin@exemple.fr' },
    message: 'Joyeux anniversaire !',
    paymentMethod: 'BANK_TRANSFER',
    ...overrides,
  };
}

export async function ownerToken(host = MASSAGE_HOST): Promise<string> {
  return adminLogin(host === WINE_HOST ? WINE_ADMIN : ADMIN, host);
}

/** The id of a card from its reference (the visitor's answer carries only the reference). */
export async function cardId(host: string, reference: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM gift_cards WHERE site_id = ? AND reference = ?')
    .bind(siteOf(host), reference)
    .first<{ id: number }>();
  if (!row) throw new Error(`no card ${reference}`);
  return row.id;
}

/** Buys a card and has the owner mark it paid: its id and its full code. */
export async function issuedCard(
  host = MASSAGE_HOST,
  overrides: Record<string, unknown> = {},
  token?: string,
): Promise<{ id: number; code: string; reference: string }> {
  const bought = await postJson('/gift-card', purchase(overrides), host);
  if (bought.status !== 201) throw new Error(`purchase failed: ${bought.status} ${bought.body.message}`);
  const { reference } = bought.body.data as GiftCardCreated;
  const id = await cardId(host, reference);
  const paid = await adminCall<GiftCardAdmin & { code: string }>(
    'PUT',
    `/admin/gift-card/${id}/status`,
    token ?? (await ownerToken(host)),
    { status: 'PAID' },
    host,
  );
  if (paid.status !== 200) throw new Error(`mark paid failed: ${paid.status} ${paid.body.message}`);
  return { id, code: paid.body.data.code, reference };
}

export function balanceOf(code: string, host = MASSAGE_HOST, ip = uniqueIp()) {
  return postJson('/gift-card/balance', { code }, host, ip);
}
