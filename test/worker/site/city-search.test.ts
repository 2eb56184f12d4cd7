import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { citySchema, type City } from '../../../src/schema/site/site';
import { D1_PROBE_HEADER, D1_ROUND_TRIPS_HEADER } from '../../../worker/cache/d1-session';
import { loadAllCommunes } from '../support/communes';
import { insertCountryWithCity, unique } from '../support/factories';
import { api, MASSAGE_HOST, WINE_HOST } from '../support/http';

// The city search over every French commune (migration 0048, platform data) beside the site's
// own cities: what the checkout lists under a postal code.

const FRANCE = 250;
const WINE_SITE_ID = 2;
const MASSAGE_SITE_ID = 1;

async function cities(search: string, host = WINE_HOST, countryId = FRANCE) {
  const { status, body, response } = await api<City[]>(`/cities/${encodeURIComponent(search)}/${countryId}`, {
    host,
    headers: { [D1_PROBE_HEADER]: '1' },
  });
  return {
    status,
    list: status === 200 ? z.array(citySchema).parse(body.data) : [],
    trips: Number(response.headers.get(D1_ROUND_TRIPS_HEADER)),
  };
}
const names = (list: City[]) => list.map((city) => city.name);

beforeAll(loadAllCommunes);

describe('GET /cities/{search}/250 finds every French commune by its postal code', () => {
  it.each([
    ['75011', ['Paris']],
    ['69003', ['Lyon']],
    ['97400', ['Saint-Denis']],
    ['20000', ['Ajaccio']],
    ['13011', ['Marseille']],
  ])('%s answers %j', async (postalCode, expected) => {
    const { status, list } = await cities(postalCode);
    expect(status).toBe(200);
    expect(names(list)).toEqual(expected);
    expect(list.every((city) => city.postalCode === postalCode && city.countryId === FRANCE)).toBe(true);
  });

  it('answers every commune of a postal code several communes share, past the 20 of a partial search', async () => {
    const { list } = await cities('51300');
    expect(list.length).toBe(46);
    expect(names(list)).toContain('Vitry-le-François');
    expect(names(list)).toEqual([...names(list)].sort());
  });

  it('counts once a commune the site also has among its own cities', async () => {
    const { list } = await cities('49400');
    expect(names(list).filter((name) => name === 'Saumur')).toEqual(['Saumur']);
    expect(names(list)).toContain('Bellevigne-les-Châteaux');
  });

  it('finds communes by name, accents ignored, on a site created with none of its own', async () => {
    await env.DB.prepare('DELETE FROM cities WHERE site_id = ?').bind(MASSAGE_SITE_ID).run();
    const { list } = await cities('saint-denis', MASSAGE_HOST);
    expect(list.length).toBe(20);
    expect(list.some((city) => city.name === 'Saint-Denis' && city.postalCode === '93200')).toBe(true);
  });

  it('answers in one D1 round trip over the 37,000 communes', async () => {
    await cities('69003');
    expect((await cities('69003')).trips).toBe(1);
    expect((await cities('lyon')).trips).toBe(1);
  });
});

describe('the city search keeps each site’s own cities to itself', () => {
  it('lists a city one site added beside the communes, on that site only', async () => {
    const name = unique('Hameau');
    await env.DB.prepare(
      "INSERT INTO cities (site_id, country_id, postal_code, name, search_name) VALUES (?, 250, '75011', ?, lower(?))",
    )
      .bind(WINE_SITE_ID, name, name)
      .run();
    expect(names((await cities('75011')).list)).toEqual(expect.arrayContaining(['Paris', name]));
    expect(names((await cities('75011', MASSAGE_HOST)).list)).toEqual(['Paris']);
  });

  it('answers 404 for a country of another site, communes or not', async () => {
    const { countryId } = await insertCountryWithCity(WINE_SITE_ID, 'Villeautre');
    const { status } = await cities('villeautre', MASSAGE_HOST, countryId);
    expect(status).toBe(404);
  });
});
