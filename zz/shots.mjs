import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
for (const [lang, size] of [['en', { width: 1280, height: 800 }], ['fa', { width: 1280, height: 800 }], ['fa', { width: 390, height: 844 }], ['en', { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport: size });
  await page.goto('http://127.0.0.1:18090/');
  await page.getByLabel(/Username/).fill('admin');
  await page.getByLabel(/Password/).first().fill('demo1234');
  await page.getByRole('button', { name: /Sign in|Login|Log in/ }).click();
  await page.waitForTimeout(2500);
  if (lang === 'fa') {
    await page.evaluate(async () => { localStorage.setItem('uiLanguage', 'fa'); });
    await page.reload();
    await page.waitForTimeout(2500);
  }
  await page.screenshot({ path: `/tmp/shot/home-${lang}-${size.width}.png` });
  await page.goto('http://127.0.0.1:18090/settings?tab=backups');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shot/backups-${lang}-${size.width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
