// Time to interactive of the login page and of home after sign-in, in headless Chromium against the
// real server (printed, never asserted).
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { shown } from './lib/shown.mjs';

const args = JSON.parse(readFileSync(new URL('../e2e/chromium-args.json', import.meta.url), 'utf8'));

export async function measureTti(baseURL, runs = 3) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args,
  });
  const login = [];
  const home = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      await context.addInitScript(() => localStorage.setItem('woms.tourSeen.admin', '1'));
      const page = await context.newPage();
      let start = Date.now();
      await page.goto(`${baseURL}/woms/login`);
      await shown(page, 'button[type=submit]');
      await shown(page, '[data-testid=captcha-image] img');
      login.push(Date.now() - start);
      await page.getByLabel('账号', { exact: true }).fill('admin');
      await page.getByLabel('密码', { exact: true }).fill('admin123');
      await page.getByLabel('验证码', { exact: true }).fill('1234');
      start = Date.now();
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await shown(page, '[data-testid=subsystem-tile-3]');
      home.push(Date.now() - start);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { login: median(login), home: median(home), runs };
}
