import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '../../../src/schema/shared/envelope';
import { citySchema, countrySchema, type City, type Country } from '../../../src/schema/site/site';
import { referenceData } from '../../../worker/seed/reference-data';
import { api } from '../support/http';

interface CountryList {
  countries: Country[];
  total: number;
}

const ALL = referenceData.countries;
const FRANCE = 250;

async function countries(query = '') {
  const { status, body } = await api<CountryList>(`/countries${query}`);
  return { status, body, ids: body.data?.countries?.map((country) => country.id) ?? [] };
}

async function cities(search: string, countryId: number | string = FRANCE) {
  return api<City[]>(`/cities/${encodeURIComponent(search)}/${countryId}`);
}

const sortedIds = (list: typeof ALL) => list.map((country) => country.id).sort((a, b) => a - b);

describe('GET /countries lists the site’s countries with their total', () => {
  it('answers every country and the total in the schema’s shape', async () => {
    const { status, body } = await api<CountryList>('/countries');
    expect(status).toBe(200);
    const parsed = envelopeSchema(z.object({ countries: z.array(countrySchema), total: z.number() })).parse(
      body,
    );
    expect(parsed.data.total).toBe(ALL.length);
    expect(parsed.data.countries.map((country) => country.id).sort((a, b) => a - b)).toEqual(sortedIds(ALL));
    expect(parsed.data.countries.find((country) => country.id === FRANCE)).toEqual({
      id: FRANCE,
      alphaTwo: 'FR',
      alphaThree: 'FRA',
      numCode: 250,
      name: 'France',
    });
  });

  it('pages with nbItem and page while the total stays the count of every match', async () => {
    const first = await countries('?nbItem=5&page=1&orderBy=id');
    const third = await countries('?nbItem=5&page=3&orderBy=id');
    const everyId = sortedIds(ALL);
    expect(first.ids).toEqual(everyId.slice(0, 5));
    expect(third.ids).toEqual(everyId.slice(10, 15));
    expect(first.body.data.total).toBe(ALL.length);
    expect(third.body.data.total).toBe(ALL.length);
  });

  it('answers an empty page past the end, with the total', async () => {
    const { status, body, ids } = await countries('?nbItem=10&page=50');
    expect(status).toBe(200);
    expect(ids).toEqual([]);
    expect(body.data.total).toBe(ALL.length);
  });
});

describe('GET /countries sorts names in French order', () => {
  const french = new Intl.Collator('fr');
  const byFrenchName = [...ALL].sort((a, b) => french.compare(a.name, b.name) || a.id - b.id);

  it('puts « États-Unis » with the E, before « Suisse »', async () => {
    const { ids } = await countries('?nbItem=300');
    expect(ids.indexOf(840)).toBeLessThan(ids.indexOf(756));
    expect(ids).toEqual(byFrenchName.map((country) => country.id));
  });

  it('pages the French order: pages put end to end give the whole list once', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => countries(`?nbItem=4&page=${page}`)));
    const joined = pages.flatMap((page) => page.ids);
    expect(joined).toEqual(byFrenchName.map((country) => country.id).slice(0, 20));
    expect(pages.every((page) => page.body.data.total === ALL.length)).toBe(true);
  });

  it('sorts in reverse French order with orderBy=-name, after the filters', async () => {
    const { ids, body } = await countries('?orderBy=-name&name=lk:e&nbItem=300');
    const expected = byFrenchName.filter((country) => /e/i.test(country.name)).reverse();
    expect(ids).toEqual(expected.map((country) => country.id));
    expect(body.data.total).toBe(expected.length);
  });
});

describe('GET /countries applies the list-query filter operators', () => {
  it('lk: matches a part of the name, case-insensitively', async () => {
    const { ids, body } = await countries('?name=lk:AN');
    const expected = ALL.filter((country) => country.name.toLowerCase().includes('an'));
    expect(ids.sort((a, b) => a - b)).toEqual(sortedIds(expected));
    expect(body.data.total).toBe(expected.length);
  });

  it('plain equality with a comma list matches any of the values', async () => {
    const { ids, body } = await countries('?alphaTwo=FR,BE&orderBy=id');
    expect(ids).toEqual([56, 250]);
    expect(body.data.total).toBe(2);
  });

  it('df: excludes the values', async () => {
    const { ids, body } = await countries('?id=df:250,56');
    expect(ids).not.toContain(250);
    expect(ids).not.toContain(56);
    expect(body.data.total).toBe(ALL.length - 2);
  });

  it.each([
    ['gt:528', (id: number) => id > 528],
    ['gte:528', (id: number) => id >= 528],
    ['lt:250', (id: number) => id < 250],
    ['lte:250', (id: number) => id <= 250],
  ] as const)('id=%s compares numbers', async (filter, keep) => {
    const { ids, body } = await countries(`?id=${filter}`);
    const expected = ALL.filter((country) => keep(country.id));
    expect(ids.sort((a, b) => a - b)).toEqual(sortedIds(expected));
    expect(body.data.total).toBe(expected.length);
  });

  it('combines filters on several fields with AND', async () => {
    const { ids } = await countries('?id=gte:200&alphaThree=df:FRA&name=lk:e');
    const expected = ALL.filter(
      (country) => country.id >= 200 && country.alphaThree !== 'FRA' && /e/i.test(country.name),
    );
    expect(ids.sort((a, b) => a - b)).toEqual(sortedIds(expected));
  });
});

describe('GET /countries ignores what the list query does not allow', () => {
  it.each(['?name=', '?name=lk:', '?alphaTwo=,,', '?id=abc', '?id=gt:abc', '?unknown=1', '?site_id=2'])(
    '%s filters nothing',
    async (query) => {
      const { status, body } = await countries(query);
      expect(status).toBe(200);
      expect(body.data.total).toBe(ALL.length);
    },
  );

  it('falls back to the default order (by name) for a column that is not orderable', async () => {
    const byDefault = await countries();
    const byNumCode = await countries('?orderBy=numCode');
    const bySql = await countries('?orderBy=name;DROP%20TABLE%20countries');
    expect(byNumCode.ids).toEqual(byDefault.ids);
    expect(bySql.ids).toEqual(byDefault.ids);
  });

  it('orders by an allowed column in both directions', async () => {
    const ascending = await countries('?orderBy=id');
    const descending = await countries('?orderBy=-id');
    const suffixed = await countries('?orderBy=id:desc');
    expect(ascending.ids).toEqual(sortedIds(ALL));
    expect(descending.ids).toEqual(sortedIds(ALL).reverse());
    expect(suffixed.ids).toEqual(descending.ids);
  });

  it.each(["' OR 1=1 --", 'lk:%', 'lk:_', "lk:'", 'France"; DROP TABLE countries; --'])(
    'treats the value %s as data, not SQL',
    async (value) => {
      const { status, body } = await countries(`?name=${encodeURIComponent(value)}`);
      expect(status).toBe(200);
      expect(body.data.total).toBe(0);
    },
  );

  it('answers long lists of values on several fields without a server error', async () => {
    const values = Array.from({ length: 50 }, (_, index) => `V${index}`).join(',');
    const query = `?alphaTwo=${values}&alphaThree=${values}&name=${values}&id=gt:1`;
    const { status, body } = await countries(query);
    expect(status).toBeLessThan(500);
    expect(body.success).toBe(status === 200);
  });

  it('answers a field repeated 120 times without a server error', async () => {
    const query = `?${Array.from({ length: 120 }, () => 'id=gt:1').join('&')}`;
    const { status, body } = await countries(query);
    expect(status).toBeLessThan(500);
    expect(body.success).toBe(status === 200);
  });
});

describe('GET /cities/{search}/{idCountry} finds cities by name or postal code prefix', () => {
  it('finds a city whatever the accents and case of the search', async () => {
    for (const search of ['saint-etienne', 'SAINT-ÉTIENNE', 'Saint-Étienne', 'saint-et']) {
      const { status, body } = await cities(search);
      expect(status).toBe(200);
      expect(body.data.map((city) => city.name)).toContain('Saint-Étienne');
    }
    const { body } = await cities('reze');
    expect(body.data.map((city) => city.name)).toEqual(['Rezé']);
  });

  it('matches the start of the name, not the middle', async () => {
    const { body } = await cities('antes');
    expect(body.data).toEqual([]);
  });

  it('finds cities by postal code prefix', async () => {
    const { body } = await cities('494');
    const expected = referenceData.cities.filter((city) => city.postalCode.startsWith('494'));
    expect(body.data.map((city) => city.name).sort()).toEqual(expected.map((city) => city.name).sort());
    expect(body.data.every((city) => city.postalCode.startsWith('494'))).toBe(true);
  });

  it('answers at most 20 cities, sorted by name, in the schema’s shape', async () => {
    const { body } = await cities('44');
    expect(z.array(citySchema).parse(body.data).length).toBe(20);
    const names = body.data.map((city) => city.name);
    expect(names).toEqual([...names].sort());
    expect(body.data.every((city) => city.postalCode.startsWith('44') && city.countryId === FRANCE)).toBe(
      true,
    );
  });

  it('answers an empty list for a country without cities', async () => {
    const { status, body } = await cities('pa', 56);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it.each(['%%', '__', '\\\\'])('treats the LIKE wildcard search %s literally', async (search) => {
    const { status, body } = await cities(search);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });
});

describe('GET /cities/{search}/{idCountry} refuses an unknown country or a bad search', () => {
  it.each(['999', 'abc', '0'])('answers 404 with a French message for the country %s', async (country) => {
    const { status, body } = await cities('paris', country);
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, data: null, message: "Ce pays n'existe pas." });
  });

  it('answers 400 with a French message for a 1-character search', async () => {
    const { status, body } = await cities('p');
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      data: null,
      message: 'Saisissez au moins 2 caractères pour rechercher une ville.',
    });
  });

  it('counts the search after folding, so an accent and spaces are not enough', async () => {
    const { status } = await cities(' é ');
    expect(status).toBe(400);
  });

  it('answers 400 for a search longer than 60 characters', async () => {
    const { status, body } = await cities('a'.repeat(61));
    expect(status).toBe(400);
    expect(body.message).toMatch(/trop longue/);
  });
});
