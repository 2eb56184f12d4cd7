import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminCall, adminLogin, WINE_ADMIN } from '../support/accounts';
import { api, MASSAGE_HOST, request, WINE_HOST } from '../support/http';
import { advanceClock, clockNow, itemCalls } from './publishing-support';

// Shop products through the same workflow: a drafted product's name, texts and prices stay off
// the shop and the API until published; its preview link shows them on its page; scheduled, it
// appears at its minute with nothing written meanwhile; a revision restores; another site sees
// nothing.

let token: string;

async function hiddenWine(name: string): Promise<number> {
  const created = await adminCall<{ id: number }>(
    'POST',
    '/admin/product',
    token,
    {
      type: 'WINE',
      name: `${name} ${Date.now().toString(36)}`,
      kind: 'WHITE',
      appellation: 'Muscadet Sèvre et Maine',
      description: '<p>Première cuvée.</p>',
      isPublished: false,
      declinations: [{ year: 2024, capacity: 75, capacityUnit: 'cl', price: 11, quantity: 24 }],
    },
    WINE_HOST,
  );
  expect(created.status).toBe(200);
  return created.body.data.id;
}

type Calls = ReturnType<typeof itemCalls>;

/** The product's current fields (its name and prices) with these texts. */
async function texts(calls: Calls, description: string): Promise<Record<string, unknown>> {
  return { ...(await calls.state()).body.data.fields, ...pageTexts(description) };
}

const pageTexts = (description: string) => ({
  description: `<p>${description}</p>`,
  tastingNotes: 'Agrumes, fleurs blanches, finale saline.',
  servingTemperature: '10 °C',
  ageingPotential: '5 ans',
});

interface PublicProduct {
  name: string;
  description: string;
  tastingNotes: string;
  declination: { id: number; price: number; priceWithDiscount: number }[];
}

const publicProduct = (id: number) => api<PublicProduct>(`/product/${id}`, { host: WINE_HOST });

/** The product's live page, by its address (a wrong slug answers 301 to the right one). */
async function livePage(id: number): Promise<string> {
  const moved = await request(`/boutique/${id}-produit`, { host: WINE_HOST });
  const path = moved.status === 301 ? new URL(moved.headers.get('location')!, 'http://x').pathname : null;
  const response = path ? await request(path, { host: WINE_HOST }) : moved;
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  token = await adminLogin(WINE_ADMIN, WINE_HOST);
});

describe('a product drafted', () => {
  it('stays off the shop until published, and its preview link shows the draft', async () => {
    const id = await hiddenWine('Muscadet sur lie');
    const calls = itemCalls(token, 'product', id, WINE_HOST);
    expect((await calls.state()).body.data.state).toBe('draft');
    const saved = await calls.save(await texts(calls, 'Élevé sur lies fines <script>x</script>huit mois'), 0);
    expect(saved.status).toBe(200);
    expect(saved.body.data.fields.description).not.toContain('script');
    expect((await publicProduct(id)).status).toBe(404);

    const link = await calls.shareLink();
    const preview = await request(new URL(link.body.data.url).pathname, { host: WINE_HOST });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    const html = await preview.text();
    expect(html).toContain('Élevé sur lies fines huit mois');
    expect(html).toContain('finale saline');

    expect((await calls.publish()).body.data.state).toBe('published');
    const live = await publicProduct(id);
    expect(live.status).toBe(200);
    expect(live.body.data.tastingNotes).toBe('Agrumes, fleurs blanches, finale saline.');
    expect((await calls.revisions()).body.data.revisions[0]!.summary).toBe(
      'mise en ligne, description, notes de dégustation, température de service, potentiel de garde',
    );
  });

  it('appears at its scheduled minute, and a revision restores', async () => {
    const id = await hiddenWine('Gros-plant');
    const calls = itemCalls(token, 'product', id, WINE_HOST);
    await calls.save(await texts(calls, 'Vif et léger'), 0);
    await calls.publish(clockNow() + 3 * 60_000);
    expect((await calls.state()).body.data.label).toMatch(/^Programmé le /);
    expect((await publicProduct(id)).status).toBe(404);
    advanceClock(3 * 60_000 + 1_000);
    expect((await publicProduct(id)).body.data.description).toContain('Vif et léger');

    const { version } = (await calls.state()).body.data;
    await calls.save(await texts(calls, 'Plus ample'), version);
    expect((await publicProduct(id)).body.data.description).toContain('Vif et léger');
    const shown = await livePage(id);
    expect(shown).toContain('Vif et léger');
    expect(shown).not.toContain('Plus ample');
    await calls.publish();
    expect((await publicProduct(id)).body.data.description).toContain('Plus ample');
    expect(await livePage(id)).toContain('Plus ample');
    const first = (await calls.revisions()).body.data.revisions.at(-1)!;
    const restored = await calls.restore(first.rev);
    expect(restored.body.data).toMatchObject({ state: 'changed', hasDraft: true });
    expect(restored.body.data.fields.description).toContain('Vif et léger');
    expect((await publicProduct(id)).body.data.description).toContain('Plus ample');
  });

  it('keeps a drafted name and price off the product page and the API until published', async () => {
    const id = await hiddenWine('Chenin');
    const calls = itemCalls(token, 'product', id, WINE_HOST);
    await calls.save(await texts(calls, 'Premier texte'), 0);
    await calls.publish();
    const live = (await publicProduct(id)).body.data;
    const oldName = live.name;
    const [bottle] = live.declination;
    expect(bottle!.price).toBe(11);

    const { version, fields } = (await calls.state()).body.data;
    const draftName = `Chenin brouillon ${Date.now().toString(36)}`;
    const saved = await calls.save(
      { ...fields, name: `  ${draftName} `, prices: [{ declinationId: bottle!.id, price: 14.5 }] },
      version,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ state: 'changed', fields: { name: draftName } });

    const meanwhile = (await publicProduct(id)).body.data;
    expect(meanwhile.name).toBe(oldName);
    expect(meanwhile.declination[0]!.price).toBe(11);
    const page = await livePage(id);
    expect(page).toContain(oldName);
    expect(page).not.toContain(draftName);
    expect(page).not.toMatch(/14,50/u);
    const search = await api<{ id: number }[]>(`/product?search=lk:${encodeURIComponent(draftName)}`, {
      host: WINE_HOST,
    });
    expect(JSON.stringify(search.body.data)).not.toContain(oldName);

    const preview = await request(new URL((await calls.shareLink()).body.data.url).pathname, {
      host: WINE_HOST,
    });
    const shown = await preview.text();
    expect(shown).toContain(draftName);
    expect(shown).toMatch(/14,50/u);

    await calls.publish();
    const published = (await publicProduct(id)).body.data;
    expect(published.name).toBe(draftName);
    expect(published.declination[0]).toMatchObject({ price: 14.5, priceWithDiscount: 14.5 });
    expect(await livePage(id)).toContain(draftName);
    expect((await calls.revisions()).body.data.revisions[0]!.summary).toBe('nom, prix');
    const found = await api<unknown>(`/product?search=lk:${encodeURIComponent(draftName.toLowerCase())}`, {
      host: WINE_HOST,
    });
    expect(JSON.stringify(found.body.data)).toContain(draftName);
  });

  it('refuses a draft without a name, or with a negative price, in French (400)', async () => {
    const id = await hiddenWine('Pineau');
    const calls = itemCalls(token, 'product', id, WINE_HOST);
    const fields = await texts(calls, 'Texte');
    const nameless = await calls.save({ ...fields, name: ' ' }, 0);
    expect(nameless.status).toBe(400);
    expect(JSON.stringify(nameless.body)).toContain('Le nom du produit est obligatoire.');
    const negative = await calls.save({ ...fields, prices: [{ declinationId: 1, price: -2 }] }, 0);
    expect(negative.status).toBe(400);
    expect(JSON.stringify(negative.body)).toContain('Le prix ne peut pas être négatif.');
  });

  it('never writes a draft’s price on another product’s declination', async () => {
    const mine = await hiddenWine('Sauvignon');
    const other = await hiddenWine('Melon');
    const otherBottle = (await itemCalls(token, 'product', other, WINE_HOST).state()).body.data.fields
      .prices as { declinationId: number }[];
    const calls = itemCalls(token, 'product', mine, WINE_HOST);
    const fields = await texts(calls, 'Texte');
    await calls.save({ ...fields, prices: [{ declinationId: otherBottle[0]!.declinationId, price: 99 }] }, 0);
    await calls.publish();
    const otherState = (await itemCalls(token, 'product', other, WINE_HOST).state()).body.data.fields;
    expect(otherState.prices).toEqual([{ declinationId: otherBottle[0]!.declinationId, price: 11 }]);
  });

  it('is no other site’s to draft (404)', async () => {
    const id = await hiddenWine('Malvoisie');
    const massage = itemCalls(await adminLogin(ADMIN, MASSAGE_HOST), 'product', id, MASSAGE_HOST);
    expect((await massage.state()).status).toBe(404);
    expect((await massage.publish()).status).toBe(404);
  });
});
