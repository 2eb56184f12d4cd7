import { describe, expect, it } from 'vitest';
import { sslLabel } from '../../../client/admin/resources/operator/ssl-status';

// The « Domaines » screen names a certificate's state in French, never Cloudflare's raw word.

describe('a custom hostname’s certificate state', () => {
  it('reads in the operator’s words', () => {
    expect(sslLabel(null)).toBe('pas encore demandé');
    expect(sslLabel('active')).toBe('actif');
    expect(sslLabel('pending_validation')).toBe('en attente de l’enregistrement DNS du client');
    expect(sslLabel('validation_timed_out')).toBe('délai dépassé : vérifiez l’enregistrement DNS');
  });

  it('never shows a raw status, even one it does not know', () => {
    expect(sslLabel('some_new_status')).toBe('en cours');
    for (const status of ['initializing', 'pending_issuance', 'pending_deployment', 'expired']) {
      expect(sslLabel(status)).not.toMatch(/_/);
    }
  });
});
