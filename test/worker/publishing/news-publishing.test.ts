import { beforeAll, describe, expect, it } from 'vitest';
import type { NewsList } from '../../../src/schema/content/news';
import { ADMIN, adminCall, adminLogin, WINE_ADMIN } from '../support/accounts';
import { api, request, WINE_HOST } from '../support/http';
import { advanceClock, clockNow, itemCalls } from './publishing-support';

// News through the same workflow: a drafted article stays out of the lists, the RSS feed,
// search and the API; scheduled, it appears at its minute in all of them, cached pages
// included, with nothing written meanwhile; each language version has its own schedule.

let token: string;

async function hiddenNews(title: string, host?: string, extra: Record<string, unknown> = {}, as = token) {
  const { status, body } = await adminCall<{ id: number }>(
    'POST',
    '/admin/news',
    as,
    { title, summary: 'Résumé.', content: '<p>Texte</p>', isValid: false, ...extra },
    host,
  );
  expect(status).toBe(201);
  return body.data.id;
}

const fields = (title: string, content: string) => ({
  title,
  summary: 'À la une.',
  content: `<p>${content}</p>`,
  image: null,
  isPromoted: false,
});

const listedTitles = async (host?: string, lang?: string) =>
  (
    await api<NewsList>('/news?nbItem=100', { host, headers: lang ? { userLang: lang } : {} })
  ).body.data.news.map((news) => news.title);

beforeAll(async () => {
  token = await adminLogin(ADMIN);
});

describe('a news item scheduled for later', () => {
  it('appears at its minute in the list page, the feed, search and the API, past cached copies', async () => {
    const id = await hiddenNews('Calendrier de Noël');
    const calls = itemCalls(token, 'news', id);
    await calls.save(fields('Marché de Noël', 'Vinchaud et bredele'), 0);
    // Visitors' pages are cached before the change is scheduled.
    for (const path of ['/actualites', '/actualites/rss.xml']) await request(path);
    const listed = await request('/actualites');
    expect(listed.headers.get('x-cache')).toBe('HIT');

    const at = clockNow() + 10 * 60_000;
    await calls.publish(at);
    expect(await listedTitles()).not.toContain('Marché de Noël');
    expect((await api(`/news/${id}`)).status).toBe(404);
    expect(await (await request('/actualites')).text()).not.toContain('Marché de Noël');
    expect(await (await request('/actualites/rss.xml')).text()).not.toContain('Marché de Noël');

    advanceClock(10 * 60_000 + 1_000);
    expect(await (await request('/actualites')).text()).toContain('Marché de Noël');
    expect(await (await request('/actualites/rss.xml')).text()).toContain('Marché de Noël');
    expect(await listedTitles()).toContain('Marché de Noël');
    const item = await api<{ publishedAt: string; content: string }>(`/news/${id}`);
    expect(item.body.data.content).toContain('Vinchaud');
    // Dated from the moment it appeared: first in the lists.
    expect(Math.abs(Date.parse(item.body.data.publishedAt) - at)).toBeLessThan(1_000);
    expect((await api<{ total: number }>('/search?q=Vinchaud')).body.data.total).toBe(1);
  });

  it('keeps each language’s own draft and schedule', async () => {
    const wine = await adminLogin(WINE_ADMIN, WINE_HOST);
    const french = await hiddenNews('Vendanges tardives', WINE_HOST, {}, wine);
    const english = await hiddenNews(
      'Late harvest',
      WINE_HOST,
      { locale: 'en_GB', translationOf: french },
      wine,
    );
    const fr = itemCalls(wine, 'news', french, WINE_HOST);
    const en = itemCalls(wine, 'news', english, WINE_HOST);
    await fr.save(fields('Vendanges tardives', 'Les grappes attendent'), 0);
    await en.save(fields('Late harvest', 'The grapes wait'), 0);
    expect((await en.state()).body.data.locale).toBe('en_GB');
    await fr.publish(clockNow() + 60_000);
    await en.publish(clockNow() + 30 * 60_000);

    advanceClock(61_000);
    expect(await listedTitles(WINE_HOST)).toContain('Vendanges tardives');
    expect(await listedTitles(WINE_HOST, 'en_GB')).not.toContain('Late harvest');
    expect((await en.state()).body.data.state).toBe('scheduled');
    advanceClock(30 * 60_000);
    expect(await listedTitles(WINE_HOST, 'en_GB')).toContain('Late harvest');
  });

  it('is unpublished at its time, and a new schedule replaces the old one', async () => {
    const id = await hiddenNews('Portes ouvertes');
    const calls = itemCalls(token, 'news', id);
    await calls.publish();
    expect(await listedTitles()).toContain('Portes ouvertes');
    await calls.unpublish(clockNow() + 60 * 60_000);
    const sooner = clockNow() + 2 * 60_000;
    expect((await calls.unpublish(sooner)).body.data.unpublishAt).toBe(sooner);
    advanceClock(2 * 60_000 + 1_000);
    expect(await listedTitles()).not.toContain('Portes ouvertes');
    expect((await calls.state()).body.data).toMatchObject({ state: 'draft', unpublishAt: null });
  });
});
