import { describe, expect, it } from 'vitest';
import {
  componentConfSchema,
  type FooterConf,
  type ComponentConf,
} from '../../../src/schema/site/component-conf';
import { envelopeSchema } from '../../../src/schema/shared/envelope';
import { insertComponentConf, MASSAGE_SITE_ID } from '../support/factories';
import { api, WINE_HOST } from '../support/http';

describe('GET /component/conf/{slug} answers the site’s configuration of a component', () => {
  it('answers the footer configuration with its JSON conf parsed', async () => {
    const { status, body } = await api<ComponentConf>('/component/conf/footer');
    expect(status).toBe(200);
    const parsed = envelopeSchema(componentConfSchema).parse(body);
    expect(parsed.data.slug).toBe('footer');
    const conf = parsed.data.conf as unknown as FooterConf;
    expect(conf.columns.map((column) => column.title)).toEqual(['Les soins', 'Mes interventions']);
  });

  it('answers each site its own configuration for the same slug', async () => {
    const massage = await api<ComponentConf>('/component/conf/home-hero');
    const wine = await api<ComponentConf>('/component/conf/home-hero', { host: WINE_HOST });
    expect(massage.body.data.conf).toEqual({ height: 'large', overlayOpacity: 0.2, textAlign: 'left' });
    expect(wine.body.data.conf).toEqual({ height: 'large', overlayOpacity: 0.3, textAlign: 'center' });
    expect(massage.body.data.id).not.toBe(wine.body.data.id);
  });

  it('answers a configuration written for the site', async () => {
    const { id, slug } = await insertComponentConf(MASSAGE_SITE_ID, { nested: { list: [1, 2] }, on: true });
    const { status, body } = await api<ComponentConf>(`/component/conf/${slug}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({ id, slug, conf: { nested: { list: [1, 2] }, on: true } });
  });
});

describe('GET /component/conf/{slug} answers 404 for an unknown slug', () => {
  it('answers 404 with a French message', async () => {
    const { status, body } = await api('/component/conf/pas-de-composant');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, data: null, message: "Cette configuration n'existe pas." });
  });

  it.each(["footer'--", 'footer%25', '%25', 'footer%20OR%201%3D1'])(
    'treats the SQL-looking slug %s as a plain unknown slug',
    async (slug) => {
      const { status, body } = await api(`/component/conf/${slug}`);
      expect(status).toBe(404);
      expect(body.success).toBe(false);
    },
  );
});
