import { afterAll, describe, expect, it } from 'vitest';
import { setIsolateClock } from '../../../worker/isolate-memo';
import { request } from '../support/http';

// With thousands of sites each asked now and then, a page the isolate rendered or
// read from the Cache API stays in its memory as long as the page is fresh, not 30 s: a hit
// then costs no Cache API read (the content version in the key keeps it right).

afterAll(() => {
  setIsolateClock(() => Date.now());
});

describe('how long the isolate keeps a page', () => {
  it('answers from memory a minute later, while the page is fresh', async () => {
    const path = '/le-massage-energetique?memoire=longue';
    const first = await request(path);
    expect(first.headers.get('x-cache')).toBe('MISS');
    await first.text();
    const minuteLater = Date.now() + 60_000;
    setIsolateClock(() => minuteLater);
    const later = await request(path);
    expect(later.headers.get('x-cache')).toBe('HIT');
    expect(later.headers.get('x-cache-layer')).toBe('memory');
    await later.text();
  });
});
