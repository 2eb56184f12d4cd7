import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminCall, adminLogin, WINE_ADMIN } from '../support/accounts';
import { WINE_HOST } from '../support/http';
import { clockNow, itemCalls } from './publishing-support';

// The lists' states: one call answers the state of every item of a list, in the owner's words,
// and leaves out what is not the site's.

let token: string;

interface States {
  states: { id: number; state: string; label: string }[];
}

async function news(title: string, isValid: boolean, host?: string, as = token): Promise<number> {
  const created = await adminCall<{ id: number }>(
    'POST',
    '/admin/news',
    as,
    { title, summary: 'Résumé.', content: '<p>Texte</p>', isValid },
    host,
  );
  expect(created.status).toBe(201);
  return created.body.data.id;
}

const states = (query: string, as = token, host?: string) =>
  adminCall<States>('GET', `/admin/publications?${query}`, as, undefined, host);

beforeAll(async () => {
  token = await adminLogin(ADMIN);
});

describe('GET /admin/publications', () => {
  it('says of each item whether it is published, a draft, changed or scheduled', async () => {
    const published = await news('Horaires d’été', true);
    const draft = await news('Nouveau soin', false);
    const changed = await news('Fermeture annuelle', true);
    const scheduled = await news('Journée portes ouvertes', false);
    const edit = itemCalls(token, 'news', changed);
    await edit.save(
      {
        title: 'Fermeture annuelle du 10 au 24 août',
        summary: '',
        content: '',
        image: null,
        isPromoted: false,
      },
      0,
    );
    const at = clockNow() + 3 * 24 * 3600_000;
    await itemCalls(token, 'news', scheduled).publish(at);

    const wine = await adminLogin(WINE_ADMIN, WINE_HOST);
    const foreign = await news('Vendanges', true, WINE_HOST, wine);

    const answer = await states(
      `type=news&ids=${[published, draft, changed, scheduled, foreign, 999_999].join(',')}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.states).toEqual([
      { id: published, state: 'published', label: 'Publié' },
      { id: draft, state: 'draft', label: 'Brouillon' },
      { id: changed, state: 'changed', label: 'Modifications non publiées' },
      { id: scheduled, state: 'scheduled', label: answer.body.data.states[3]?.label },
    ]);
    expect(answer.body.data.states[3]?.label).toMatch(/^Programmé le \d+ \S+ \d{4} à \d\d:\d\d$/);
    // The same facts as the item's own panel.
    expect((await itemCalls(token, 'news', scheduled).state()).body.data.label).toBe(
      answer.body.data.states[3]!.label,
    );
    // Another site sees its own item only.
    expect((await states(`type=news&ids=${published},${foreign}`, wine, WINE_HOST)).body.data.states).toEqual(
      [{ id: foreign, state: 'published', label: 'Publié' }],
    );
  });

  it('reads services too, and refuses a bad request in French', async () => {
    const service = await adminCall<{ id: number }>('POST', '/admin/service', token, {
      title: 'Massage duo',
    });
    const id = service.body.data.id;
    await itemCalls(token, 'service', id).unpublish();
    expect((await states(`type=service&ids=${id}`)).body.data.states).toEqual([
      { id, state: 'draft', label: 'Brouillon' },
    ]);
    const bad = await states('type=news&ids=1,deux');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('nombres séparés par des virgules');
    expect((await states('type=album&ids=1')).status).toBe(400);
    expect((await adminCall('GET', '/admin/publications?type=news&ids=1', null)).status).toBe(401);
  });
});
