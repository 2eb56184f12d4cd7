import { describe, expect, it } from 'vitest';
import type { Parameter } from '../../../src/schema/site/parameter';
import { MASSAGE_SITE_ID, parameterValue } from '../support/factories';
import { api, WINE_HOST } from '../support/http';
import { adminApi, adminLogin } from '../support/accounts';

const ADMIN = { email: 'proprietaire@massages-bien-etre.example', password: 'Massages-Local-2026' };

async function adminToken(): Promise<string> {
  return adminLogin(ADMIN);
}

/** PUT /admin/parameter/{type} with a raw JSON body, so lone surrogates can be sent as \uD800 escapes. */
async function putRaw(type: string, rawJson: string) {
  return adminApi<Parameter>(`/admin/parameter/${type}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: await adminToken() },
    body: rawJson,
  });
}

describe('GET /parameter', () => {
  it('answers every setting of the host’s site in the envelope', async () => {
    const { status, body } = await api<Parameter[]>('/parameter');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toBeTypeOf('string');
    const types = body.data.map((parameter) => parameter.type);
    expect(types).toContain('PRIMARY_COLOR');
    expect(types).toContain('COMPANY_NAME');
    expect(body.data.find((p) => p.type === 'MENU_ICON_SIZE')?.value).toBe('12');
  });

  it('answers the wine site’s own settings on its host', async () => {
    const massage = await api<Parameter[]>('/parameter');
    const wine = await api<Parameter[]>('/parameter', { host: WINE_HOST });
    const name = (list: Parameter[]) => list.find((p) => p.type === 'COMPANY_NAME')?.value;
    expect(name(wine.body.data)).not.toBe(name(massage.body.data));
    expect(wine.body.data.find((p) => p.type === 'ALCOHOL_WARNING_BANNER')?.value).toBe('true');
  });
});

describe('GET /parameter/{type}', () => {
  it('looks a setting up by name, whatever its case', async () => {
    const { status, body } = await api<Parameter>('/parameter/menu_type');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ type: 'MENU_TYPE', kind: 'STRING', value: 'RELATIVE' });
  });

  it('answers 404 with a French message for an unknown setting', async () => {
    const { status, body } = await api('/parameter/NOPE_NOT_THERE');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, data: null, message: "Ce paramètre n'existe pas." });
  });
});

describe('PUT /admin/parameter/{type} accepts only http(s), mailto and tel links in LINK settings', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/facebook',
  ])('refuses %s with a French 400 and keeps the old value', async (link) => {
    const before = await parameterValue(MASSAGE_SITE_ID, 'FACEBOOK_URL');
    const { status, body } = await putRaw('FACEBOOK_URL', JSON.stringify({ value: link }));
    expect(status).toBe(400);
    expect(body.message).toBe('Le lien doit commencer par http://, https://, mailto: ou tel:.');
    expect(await parameterValue(MASSAGE_SITE_ID, 'FACEBOOK_URL')).toBe(before);
  });

  it.each(['https://www.instagram.com/massages', 'mailto:contact@example.fr', 'tel:+33612345678', ''])(
    'saves %j',
    async (link) => {
      const { status, body } = await putRaw('INSTAGRAM_URL', JSON.stringify({ value: link }));
      expect(status).toBe(200);
      expect(body.data.value).toBe(link);
      expect(await parameterValue(MASSAGE_SITE_ID, 'INSTAGRAM_URL')).toBe(link);
    },
  );
});

describe('PUT /admin/parameter/{type} refuses invalid Unicode in text settings', () => {
  it.each([
    ['a lone surrogate', '"Massages \\uD83C bien-être"'],
    ['a NUL character', '"Massages\\u0000bien-être"'],
    ['an escape character', '"\\u001b[31mMassages"'],
  ])('refuses %s with a French 400 and keeps the old value', async (_label, rawValue) => {
    const before = await parameterValue(MASSAGE_SITE_ID, 'COMPANY_NAME');
    const { status, body } = await putRaw('COMPANY_NAME', `{"value": ${rawValue}}`);
    expect(status).toBe(400);
    expect(body.message).toBe(
      'Le texte contient des caractères invalides (caractère de contrôle ou Unicode mal formé).',
    );
    expect(await parameterValue(MASSAGE_SITE_ID, 'COMPANY_NAME')).toBe(before);
  });

  it('keeps line breaks, tabs and emoji', async () => {
    const value = 'Massages\n\tbien-être 🌿';
    const { status } = await putRaw('PROMO_BANNER_TEXT', JSON.stringify({ value }));
    expect(status).toBe(200);
    expect(await parameterValue(MASSAGE_SITE_ID, 'PROMO_BANNER_TEXT')).toBe(value);
  });
});
