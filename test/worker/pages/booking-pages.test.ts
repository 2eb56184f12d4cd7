import { describe, expect, it } from 'vitest';
import { request, WINE_HOST } from '../support/http';
import { openDay, slotStarts } from '../support/booking';

// The booking pages without JavaScript: links to choose, a form to book (POST then redirect to
// the manage page), plain forms to cancel; in French, and in English on the wine site.

function postForm(path: string, fields: Record<string, string>, host = 'localhost') {
  return request(path, {
    host,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const text = (response: Response) => response.text();

describe('the booking pages', () => {
  it('lists the services, then a service’s days with its free times as links', async () => {
    const list = await request('/rendez-vous');
    expect(list.status).toBe(200);
    const html = await text(list);
    expect(html).toContain('<h1 class="page-title">Prendre rendez-vous</h1>');
    expect(html).toContain('href="/rendez-vous?service=2"');
    const day = openDay(12);
    const answer = await request(`/rendez-vous?service=1&jour=${day}`);
    expect(answer.status, answer.headers.get('location') ?? '').toBe(200);
    const slots = await text(answer);
    const [first] = await slotStarts(1, day);
    expect(slots).toContain(`href="/rendez-vous?service=1&amp;start=${encodeURIComponent(first ?? '')}"`);
    const form = await text(await request(`/rendez-vous?service=1&start=${encodeURIComponent(first ?? '')}`));
    expect(form).toContain('action="/rendez-vous" method="post"');
    expect(form).toContain('name="acceptTerms"');
  });

  it('books with the form, lands on the manage page, cancels with its form', async () => {
    const day = openDay(13);
    const [start] = await slotStarts(1, day);
    const booked = await postForm('/rendez-vous', {
      service: '1',
      start: start ?? '',
      firstname: 'Marc',
      lastname: 'Rivière',
      email: 'marc.riviere@exemple.fr',
      phone: '06 22 33 44 55',
      message: '',
      acceptTerms: 'true',
    });
    expect(booked.status).toBe(303);
    const manage = booked.headers.get('location') ?? '';
    expect(manage).toMatch(/^\/rendez-vous\/gerer\/RDV-[A-Z0-9]{8}\?token=[^&]+&fait=reserve$/);
    const page = await text(await request(manage));
    expect(page).toContain('Votre rendez-vous est confirmé.');
    expect(page).toContain('Annuler le rendez-vous');
    const url = new URL(manage, 'http://localhost');
    const cancelled = await postForm(`${url.pathname}/annuler`, {
      token: url.searchParams.get('token') ?? '',
    });
    expect(cancelled.status).toBe(303);
    const after = await text(await request(cancelled.headers.get('location') ?? ''));
    expect(after).toContain('Ce rendez-vous est annulé.');
    expect(await slotStarts(1, day)).toContain(start);
  });

  it('styles the pages with booking.css and moves with a day’s fieldset of time buttons', async () => {
    expect(await text(await request('/rendez-vous'))).toContain('/assets/booking.css');
    const [start] = await slotStarts(1, openDay(15));
    const booked = await postForm('/rendez-vous', {
      service: '1',
      start: start ?? '',
      firstname: 'Anne',
      lastname: 'Leroy',
      email: 'anne.leroy@exemple.fr',
      phone: '06 44 55 66 77',
      acceptTerms: 'true',
    });
    const manage = booked.headers.get('location') ?? '';
    const page = await text(await request(manage));
    expect(page).toMatch(/<fieldset class="booking__fieldset"><legend class="booking__day-name">/);
    // The last time offered: well before the cancellation deadline.
    const offered = [...page.matchAll(/value="([^"]+)" class="booking__slot"/g)].at(-1)?.[1];
    expect(offered).toBeTruthy();
    const url = new URL(manage, 'http://localhost');
    const moved = await postForm(`${url.pathname}/deplacer`, {
      token: url.searchParams.get('token') ?? '',
      start: offered ?? '',
    });
    expect(moved.status).toBe(303);
    expect(moved.headers.get('location')).toContain('fait=deplace');
  });

  it('shows the form again with the French message when a field is wrong', async () => {
    const [start] = await slotStarts(1, openDay(14));
    const refused = await postForm('/rendez-vous', {
      service: '1',
      start: start ?? '',
      firstname: '',
      lastname: 'X',
      email: 'x',
      phone: '1',
      acceptTerms: 'true',
    });
    expect(refused.status).toBe(400);
    expect(await text(refused)).toContain('Le prénom est obligatoire.');
  });

  it('answers the English page on the wine site', async () => {
    const page = await request('/en/book', { host: WINE_HOST });
    expect(page.status).toBe(200);
    const html = await text(page);
    expect(html).toContain('Book an appointment');
    expect(html).toContain('Cellar tour and tasting');
    expect(html).toContain('href="/en/book?service=9"');
  });

  it('puts « Prendre rendez-vous » in the menus and the home call to action on the booking page', async () => {
    const home = await text(await request('/'));
    expect(home).toContain(
      'class="menu__link booking-menu-link" href="/rendez-vous">Prendre rendez-vous</a>',
    );
    expect(home).toContain('<a class="block-hero__cta" href="/rendez-vous">Prendre rendez-vous</a>');
    const english = await text(await request('/en', { host: WINE_HOST }));
    expect(english).toContain('href="/en/book">Book an appointment</a>');
  });

  it('a wrong manage link is the 404 page', async () => {
    expect((await request('/rendez-vous/gerer/RDV-AAAAAAAA?token=faux')).status).toBe(404);
  });
});

describe('the wine site’s old « Réserver une visite » address', () => {
  it('answers 301 to the booking page, in French and in English', async () => {
    const french = await request('/reserver-une-visite', { host: WINE_HOST });
    expect(french.status).toBe(301);
    expect(french.headers.get('location')).toBe('/rendez-vous');
    const english = await request('/en/book-a-visit', { host: WINE_HOST });
    expect(english.status).toBe(301);
    expect(english.headers.get('location')).toBe('/en/book');
    expect((await request('/rendez-vous', { host: WINE_HOST })).status).toBe(200);
  });

  it('is gone from the menu: one way to book a visit, the booking page', async () => {
    const html = await text(await request('/visites-et-degustations', { host: WINE_HOST }));
    expect(html).not.toContain('href="/reserver-une-visite"');
    expect(html).toContain('href="/rendez-vous"');
    expect(html).toContain('href="/ateliers-mets-et-vins"');
  });
});
