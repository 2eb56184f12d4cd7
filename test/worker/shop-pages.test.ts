import { describe, expect, it } from 'vitest';
import { request, WINE_HOST } from './support/http';

describe('smoke', () => {
  it('renders', async () => {
    const list = await request('/boutique', { host: WINE_HOST });
    const html = await list.text();
    console.log(list.status, html.slice(html.indexOf('<main'), html.indexOf('<main') + 6000));
    const product = await request('/boutique/1-saumur-champigny-les-perrieres', { host: WINE_HOST });
    const phtml = await product.text();
    console.log(product.status, phtml.slice(phtml.indexOf('<main'), phtml.indexOf('<main') + 8000));
    expect(list.status).toBe(200);
  });
});
