import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MASSAGE_SITE_ID } from '../support/factories';
import { api, WINE_HOST } from '../support/http';

describe('GET /external-app/{app}/config/public', () => {
  it('answers only the public part of the configuration: secrets never leak', async () => {
    await env.DB.prepare(
      `INSERT INTO external_apps (site_id, app, public_config, private_config)
       VALUES (?, 'carte-cadeau', '{"shopId":"sm-44","theme":"clair"}', '{"apiKey":"sk_live_TRES_SECRET","endpoint":"https://prive.example"}')`,
    )
      .bind(MASSAGE_SITE_ID)
      .run();
    const response = await api('/external-app/carte-cadeau/config/public');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: { shopId: 'sm-44', theme: 'clair' },
      message: 'OK',
    });
    const raw = JSON.stringify(response.body);
    expect(raw).not.toContain('sk_live_TRES_SECRET');
    expect(raw).not.toContain('prive.example');
  });

  it('is 404 for an unknown app, a disabled one and another site’s app', async () => {
    await env.DB.prepare(
      "INSERT INTO external_apps (site_id, app, public_config, is_enabled) VALUES (?, 'ancienne-app', '{}', 0)",
    )
      .bind(MASSAGE_SITE_ID)
      .run();
    expect((await api('/external-app/inconnue/config/public')).status).toBe(404);
    expect((await api('/external-app/ancienne-app/config/public')).status).toBe(404);
    const other = await api('/external-app/carte-cadeau/config/public', { host: WINE_HOST });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("Cette application n'est pas configurée pour ce site.");
    expect((await api('/external-app/carte-cadeau/config/public')).status).toBe(200);
  });
});
