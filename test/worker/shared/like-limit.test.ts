import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LIKE_PATTERN_MAX_BYTES } from '../../../worker/provider/shared/list-query-sql';
import { api } from '../support/http';

// D1 refuses LIKE patterns longer than SQLITE_MAX_LIKE_PATTERN_LENGTH bytes with
// "LIKE or GLOB pattern too complex". Searches must stay under it or get a French 400.

const FRANCE = 250;

describe('D1 limits LIKE patterns to 50 bytes', () => {
  it('accepts a 50-byte pattern and refuses a 51-byte one (the limit this code assumes)', async () => {
    expect(LIKE_PATTERN_MAX_BYTES).toBe(50);
    const like = (pattern: string) => env.DB.prepare('SELECT ? LIKE ? AS m').bind('x', pattern).first();
    await expect(like('a'.repeat(50))).resolves.toBeTruthy();
    await expect(like('a'.repeat(51))).rejects.toThrow(/pattern too complex/);
    // The limit counts bytes: 26 « é » are 52 bytes.
    await expect(like('é'.repeat(26))).rejects.toThrow(/pattern too complex/);
  });
});

describe('GET /countries?name=lk: keeps the pattern within the limit', () => {
  it('searches with the longest value that fits (48 characters)', async () => {
    const { status, body } = await api<{ total: number }>(`/countries?name=lk:${'a'.repeat(48)}`);
    expect(status).toBe(200);
    expect(body.data.total).toBe(0);
  });

  it.each([
    ['49 letters', 'a'.repeat(49)],
    ['25 accented letters (50 bytes)', 'é'.repeat(25)],
    ['25 wildcards (50 characters once escaped)', '%'.repeat(25)],
  ])('answers 400 with a French message for %s', async (_label, value) => {
    const { status, body } = await api(`/countries?name=lk:${encodeURIComponent(value)}`);
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      data: null,
      message:
        'Cette recherche est trop longue : 48 caractères au plus (moins avec des accents ou des signes).',
    });
  });
});

describe('GET /cities/{search}/{idCountry} keeps the pattern within the limit', () => {
  it('searches with the longest value that fits (49 characters)', async () => {
    const { status, body } = await api<unknown[]>(`/cities/${'a'.repeat(49)}/${FRANCE}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it.each([
    ['50 letters', 'a'.repeat(50)],
    ['25 wildcards (50 characters once escaped)', '_'.repeat(25)],
    ['17 ideographs (51 bytes)', '東'.repeat(17)],
  ])('answers 400 with a French message for %s', async (_label, value) => {
    const { status, body } = await api(`/cities/${encodeURIComponent(value)}/${FRANCE}`);
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      data: null,
      message:
        'Cette recherche est trop longue : 49 caractères au plus (moins avec des accents ou des signes).',
    });
  });
});
