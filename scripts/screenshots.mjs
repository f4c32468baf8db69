/* global document */
// Development aid: screenshots of pages at 1280 and 390 px (light and dark) into .tmp/shots.
// Usage: node scripts/screenshots.mjs http://localhost:3000 / /sign-in ...   (SCHEME=dark for dark)
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const [base, ...paths] = process.argv.slice(2);
const scheme = process.env.SCHEME ?? 'light';
const token = process.env.TOKEN;
fs.mkdirSync('.tmp/shots', { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of [1280, 390]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 900 },
    colorScheme: scheme,
  });
  await context.addInitScript(
    ([s, t, u]) => {
      localStorage.setItem('hercircle-color-scheme', s);
      if (t) {
        localStorage.setItem('authToken', t);
        localStorage.setItem('userData', u);
      }
    },
    [scheme, token ?? '', process.env.USER_JSON ?? ''],
  );
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`[console] ${m.text()}`));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const name = `.tmp/shots/${(p.replace(/[/?=&]+/g, '_') || 'home').replace(/^_/, '') || 'home'}-${width}-${scheme}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    console.log(name, overflow > 0 ? `OVERFLOW ${overflow}px` : '');
  }
  await context.close();
}
await browser.close();
