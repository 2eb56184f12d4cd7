import { describe, expect, it } from 'vitest';
import { primaryOrigin, siteLink } from '../../../src/domain/site/site-url.ts';

// The one primary-URL builder: order and account e-mails link the same address.

describe('primaryOrigin', () => {
  it('is the stored URL when no request causes the link (cron, queue)', () => {
    expect(primaryOrigin('https://vins.example.fr/boutique/')).toBe('https://vins.example.fr');
    expect(primaryOrigin('https://vins.example.fr', null)).toBe('https://vins.example.fr');
  });

  it('keeps the scheme and port a request reached the primary host with', () => {
    expect(primaryOrigin('http://vins.localhost:8787', 'http://vins.localhost:41234/api/order')).toBe(
      'http://vins.localhost:41234',
    );
  });

  it('links to the stored address from another host (alias, API host, admin host)', () => {
    expect(primaryOrigin('https://www.domaine.fr', 'https://domaine.fr/api/register')).toBe(
      'https://www.domaine.fr',
    );
    expect(primaryOrigin('https://www.domaine.fr', 'http://admin.localhost/api/admin/order/1')).toBe(
      'https://www.domaine.fr',
    );
  });

  it('falls back on the request when the stored URL is missing or unreadable', () => {
    expect(primaryOrigin('', 'http://localhost/api/register')).toBe('http://localhost');
    expect(primaryOrigin('pas une url', null)).toBe('');
  });
});

describe('siteLink', () => {
  it('joins the origin and a path with one slash', () => {
    expect(siteLink('https://vins.example.fr', '/mon-compte/commandes')).toBe(
      'https://vins.example.fr/mon-compte/commandes',
    );
    expect(siteLink('https://vins.example.fr', 'avis')).toBe('https://vins.example.fr/avis');
  });
});
