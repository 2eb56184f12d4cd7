import { chromium } from 'playwright-core';
const base = 'http://localhost:8861';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const shots = JSON.parse(process.argv[2]);
for (const [name, host, path, width, fill] of shots) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    const headers = { ...route.request().headers(), host };
    route.continue({ headers });
  });
  await page.goto(host === 'localhost' ? base + path : 'http://' + host + ':8861' + path);
  if (fill) {
    for (const [sel, val] of Object.entries(fill)) {
      if (val === 'click') await page.click(sel); else await page.fill(sel, val);
    }
    await Promise.all([page.waitForLoadState('load'), page.click('button.block-form__submit')]);
    await page.waitForTimeout(500);
  }
  await page.screenshot({ path: `/tmp/gc-${name}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
