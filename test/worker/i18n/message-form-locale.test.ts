import { describe, expect, it } from 'vitest';
import { textOf } from '../support/html';
import { request, uniqueIp, WINE_HOST } from '../support/http';

// The contact form posted without JavaScript answers the page again with its notice;
// under /en the notice and the field errors are English (the provider's are French).

function post(path: string, fields: Record<string, string>) {
  return request(path, {
    host: WINE_HOST,
    method: 'POST',
    headers: { origin: `http://${WINE_HOST}`, 'cf-connecting-ip': uniqueIp() },
    body: new URLSearchParams(fields),
  });
}

const valid = {
  firstname: 'Jane',
  lastname: 'Doe',
  email: 'jane@example.com',
  phone: '',
  subject: 'A visit',
  body: 'Could we visit the cellar on Saturday?',
};

describe('the contact form under /en', () => {
  it('thanks in English', async () => {
    const response = await post('/en/contact', valid);
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain('Thank you, your message has been sent.');
    expect(text).not.toContain('Merci');
  });

  it('says what is wrong in English', async () => {
    const response = await post('/en/contact', { ...valid, email: 'not-an-address', body: 'Short' });
    expect(response.status).toBe(400);
    const text = textOf(await response.text());
    expect(text).toContain('Your message could not be sent: please check the fields marked.');
    expect(text).toContain('The message must be at least 10 characters long.');
    expect(text).not.toMatch(/adresse e-mail|Le message doit/);
  });

  it('keeps the French notices on the French page', async () => {
    const response = await post('/me-contacter', valid);
    expect(textOf(await response.text())).toContain('Merci, votre message a bien été envoyé.');
  });
});
