import { describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../../src/schema/shared/envelope';
import { siteInfoSchema, type SiteInfo } from '../../../src/schema/site/site';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { api, request, WINE_HOST } from '../support/http';

describe('GET /site/info answers the site of the host', () => {
  it('answers the massage site on localhost, in the envelope and in the schema’s shape', async () => {
    const { status, body } = await api<SiteInfo>('/site/info');
    expect(status).toBe(200);
    const parsed = envelopeSchema(siteInfoSchema).parse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      id: MASSAGE_SITE_ID,
      name: 'Sophie Morel – Massages & Bien-être',
      isWinemaker: false,
      isECommerce: false,
      isBuilding: false,
      dashboardType: 'PLAUSIBLE',
    });
  });

  it('answers the same site on 127.0.0.1', async () => {
    const { status, body } = await api<SiteInfo>('/site/info', { host: '127.0.0.1' });
    expect(status).toBe(200);
    expect(body.data.id).toBe(MASSAGE_SITE_ID);
  });

  it('answers the wine site on vins.localhost with its ecommerce and winemaker flags on', async () => {
    const { status, body } = await api<SiteInfo>('/site/info', { host: WINE_HOST });
    expect(status).toBe(200);
    expect(envelopeSchema(siteInfoSchema).safeParse(body).success).toBe(true);
    expect(body.data).toMatchObject({
      id: WINE_SITE_ID,
      name: 'Domaine des Coteaux de Loire',
      isWinemaker: true,
      isECommerce: true,
    });
  });

  it('sends a request on another production domain of the wine site to its primary domain', async () => {
    const response = await request('/api/site/info', { host: 'domaine-coteaux.example' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('http://vins.localhost:8787/api/site/info');
  });

  it('ignores the case of the host and a port', async () => {
    const { status, body } = await api<SiteInfo>('/site/info', { host: 'VINS.LocalHost:8787' });
    expect(status).toBe(200);
    expect(body.data.id).toBe(WINE_SITE_ID);
  });
});

describe('site info carries the URLs, default language, fonts and logos of the site', () => {
  it('lists the dev and prod URLs', async () => {
    const { body } = await api<SiteInfo>('/site/info');
    expect(body.data.devUrl).toEqual(['http://localhost:8787', 'http://127.0.0.1:8787']);
    expect(body.data.prodUrl).toEqual(['https://massages-bien-etre.example']);
    // The primary URL, on the request's own port when asked on the primary host.
    expect(body.data.url).toBe('http://localhost');
  });

  it('gives the default language with its code, label and flag', async () => {
    const { body } = await api<SiteInfo>('/site/info');
    expect(body.data.defaultLang).toEqual({ code: 'fr_FR', label: 'Français', flag: 'fr' });
    const french = body.data.languages.find((language) => language.code === 'fr_FR');
    expect(french?.isValid).toBe(true);
    expect(french?.country).toMatchObject({ id: 250, alphaTwo: 'FR', alphaThree: 'FRA' });
  });

  it('gives one font per type (title, content, menu)', async () => {
    const { body } = await api<SiteInfo>('/site/info');
    expect(body.data.fonts.map((font) => font.type).sort()).toEqual(['CONTENT', 'MENU', 'TITLE']);
    const content = body.data.fonts.find((font) => font.type === 'CONTENT');
    expect(content?.files).toEqual(['Nunito-Regular.woff2', 'Nunito-Italic.woff2']);
  });

  it('gives the logos with their online image', async () => {
    const { body } = await api<SiteInfo>('/site/info');
    const logo = body.data.logos.find((entry) => entry.type === 'LOGO');
    expect(logo).toMatchObject({ filename: 'logo.svg', onlineImage: { url: '/assets/sample/logo.svg' } });
    expect(body.data.logos.map((entry) => entry.type)).toContain('LOGO_FAVICON');
  });

  it('never mixes in the other site’s fonts or logos', async () => {
    const massage = await api<SiteInfo>('/site/info');
    const wine = await api<SiteInfo>('/site/info', { host: WINE_HOST });
    const fontIds = (info: SiteInfo) => info.fonts.map((font) => font.id);
    const logoIds = (info: SiteInfo) => info.logos.map((logo) => logo.id);
    expect(fontIds(wine.body.data)).toHaveLength(3);
    for (const id of fontIds(wine.body.data)) expect(fontIds(massage.body.data)).not.toContain(id);
    for (const id of logoIds(wine.body.data)) expect(logoIds(massage.body.data)).not.toContain(id);
    expect(wine.body.data.logos.find((logo) => logo.type === 'LOGO')?.filename).toBe('wine-logo.svg');
  });
});
