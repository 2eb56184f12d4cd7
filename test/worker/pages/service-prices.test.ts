import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bookingPrice } from '../../../src/domain/booking/booking-words';
import { bumpVersion } from '../support/elements';
import { MASSAGE_SITE_ID } from '../support/factories';
import { request } from '../support/http';

// The services show their prices: a service page lists the bookable services (online booking)
// that name it as theirs, each with its duration, its price in euros and a link to book it; the
// list's cards show the one price or « À partir de » the lowest. No booking, no prices.

async function html(path: string): Promise<string> {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

const euros = (cents: number) => bookingPrice(cents, 'fr_FR');

/** The HTML of the service card whose link goes to the path. */
function card(page: string, path: string): string {
  const cards = page.split('<li class="content-card">').slice(1);
  return cards.find((item) => item.includes(`href="${path}"`)) ?? '';
}

describe('service prices', () => {
  it('a service page lists its bookable services with durations, prices and booking links', async () => {
    const page = await html('/prestations/1-massage-relaxant-aux-huiles');
    const section = /<section class="service-prices"[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
    expect(section).toContain('<h2 id="service-prices-title">Tarifs</h2>');
    expect(section).toContain('Massage relaxant aux huiles · 1 h 30');
    expect(section).toContain(`<strong>${euros(6000)}</strong>`);
    expect(section).toContain(`<strong>${euros(8500)}</strong>`);
    expect(section).toContain('href="/rendez-vous?service=1"');
    expect(section).toContain('href="/rendez-vous?service=2"');
    // Another service's bookable services stay on their own page.
    expect(section).not.toContain('Réflexologie');
  });

  it('the list’s cards show the one price or « À partir de » the lowest; unpriced services none', async () => {
    const page = await html('/prestations');
    expect(card(page, '/prestations/1-massage-relaxant-aux-huiles')).toContain(
      `<p class="service-price">À partir de ${euros(6000)}</p>`,
    );
    expect(card(page, '/prestations/4-reflexologie-plantaire')).toContain(
      `<p class="service-price">${euros(5500)}</p>`,
    );
    expect(card(page, '/prestations/9-massages-en-ehpad')).not.toContain('<p class="service-price">');
    expect(euros(5500)).toMatch(/^55,00\s€$/u);
  });

  it('shows no prices when online booking is off', async () => {
    await env.DB.prepare(
      "UPDATE parameters SET value = 'false' WHERE site_id = ? AND type = 'BOOKING_ENABLED'",
    )
      .bind(MASSAGE_SITE_ID)
      .run();
    // As a settings write does: the pages are rendered again.
    await bumpVersion(MASSAGE_SITE_ID);
    const page = await html('/prestations/1-massage-relaxant-aux-huiles');
    // The section and the cards' lines, not the inlined stylesheet that names their classes.
    expect(page).not.toContain('<section class="service-prices"');
    expect(page).toContain('Massage relaxant aux huiles');
    expect(await html('/prestations')).not.toContain('<p class="service-price">');
  });
});
