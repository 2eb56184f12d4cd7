import { describe, expect, it } from 'vitest';
import { hostnameErrorLabels, isBareDomain } from '../../../client/admin/resources/operator/hostname-words';

// The « Domaines » screen reads Cloudflare's verification errors in French and knows a bare
// domain, which most DNS providers cannot point with a CNAME.

describe('a custom hostname’s verification errors', () => {
  it('read as what the customer must fix, in French', () => {
    expect(hostnameErrorLabels(['custom hostname does not CNAME to this zone.'])).toEqual([
      'le nom ne pointe pas encore vers la plateforme : créez l’enregistrement CNAME ci-dessus',
    ]);
    const [ownership] = hostnameErrorLabels([
      'None of the A or AAAA records are owned by this account and the pre-generated ownership verification token was not found.',
    ]);
    expect(ownership).toBe('ni le CNAME ni l’enregistrement TXT de propriété ne sont encore visibles');
    expect(hostnameErrorLabels(['caa_error: CAA records prevent issuance'])[0]).toMatch(/CAA/);
    expect(hostnameErrorLabels(['Zone does not have a fallback origin set.'])[0]).toMatch(/origine de repli/);
  });

  it('say each problem once and quote a sentence they do not know', () => {
    expect(
      hostnameErrorLabels([
        'custom hostname does not CNAME to this zone.',
        'Custom hostname does not CNAME to zone',
      ]),
    ).toHaveLength(1);
    expect(hostnameErrorLabels(['Something new happened'])).toEqual([
      'réponse de Cloudflare à examiner : « Something new happened »',
    ]);
    expect(hostnameErrorLabels([])).toEqual([]);
  });
});

describe('a bare domain', () => {
  it('has no name before its registrable domain', () => {
    expect(isBareDomain('exemple.fr')).toBe(true);
    expect(isBareDomain('exemple.co.uk')).toBe(true);
    expect(isBareDomain('Exemple.FR.')).toBe(true);
    expect(isBareDomain('www.exemple.fr')).toBe(false);
    expect(isBareDomain('boutique.exemple.co.uk')).toBe(false);
    expect(isBareDomain('localhost')).toBe(false);
  });
});
