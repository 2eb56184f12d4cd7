import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Parameter } from '../../../src/schema/site/parameter';
import { ADMIN, adminCall, adminLogin } from '../support/accounts';

// The e-mail sender settings go into the From header: the name is one line without control
// characters and of a reasonable length, the address a valid e-mail address (or empty); any
// other value is a French 400 that names the setting, and nothing is written.

let owner: string;

beforeAll(async () => {
  owner = await adminLogin(ADMIN);
});

const put = (type: string, value: string) =>
  adminCall<Parameter>('PUT', `/admin/parameter/${type}`, owner, { value });

const stored = async (type: string) =>
  (
    await env.DB.prepare('SELECT value FROM parameters WHERE site_id = 1 AND type = ?')
      .bind(type)
      .first<{ value: string | null }>()
  )?.value;

describe('PUT /admin/parameter/SENDER_MAIL_NAME', () => {
  it('refuses a name with a line break or a control character, naming the setting', async () => {
    const before = await stored('SENDER_MAIL_NAME');
    for (const value of ['Domaine\r\nBcc: x@evil.example', 'Domaine\nBcc: x@evil.example', 'Dom\u0000aine']) {
      const { status, body } = await put('SENDER_MAIL_NAME', value);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toBe(
        "Le nom d'expéditeur des e-mails (SENDER_MAIL_NAME) doit tenir sur une ligne, sans caractère de contrôle.",
      );
    }
    expect(await stored('SENDER_MAIL_NAME')).toBe(before);
  });

  it('refuses a name longer than 120 characters', async () => {
    const { status, body } = await put('SENDER_MAIL_NAME', 'D'.repeat(121));
    expect(status).toBe(400);
    expect(body.message).toContain('SENDER_MAIL_NAME');
  });

  it('saves a one-line name, trimmed', async () => {
    const { status, body } = await put('SENDER_MAIL_NAME', '  Sophie Morel – Massages & Bien-être ');
    expect(status).toBe(200);
    expect(body.data.value).toBe('Sophie Morel – Massages & Bien-être');
  });
});

describe('PUT /admin/parameter/SENDER_MAIL_ADDRESS', () => {
  it('refuses what is not an e-mail address, naming the setting', async () => {
    const before = await stored('SENDER_MAIL_ADDRESS');
    for (const value of ['pas une adresse', 'a@b.example\r\nBcc: x@evil.example', 'Nom <a@b.example>']) {
      const { status, body } = await put('SENDER_MAIL_ADDRESS', value);
      expect(status).toBe(400);
      expect(body.message).toBe(
        "L'adresse d'expédition des e-mails (SENDER_MAIL_ADDRESS) doit être une adresse e-mail valide, par exemple contact@votre-domaine.fr.",
      );
    }
    expect(await stored('SENDER_MAIL_ADDRESS')).toBe(before);
  });

  it('saves a valid address, or an empty one (the platform’s address is used then)', async () => {
    const saved = await put('SENDER_MAIL_ADDRESS', ' contact@massages-bien-etre.example ');
    expect(saved.status).toBe(200);
    expect(saved.body.data.value).toBe('contact@massages-bien-etre.example');
    expect((await put('SENDER_MAIL_ADDRESS', '')).status).toBe(200);
    expect(await stored('SENDER_MAIL_ADDRESS')).toBe('');
  });
});
