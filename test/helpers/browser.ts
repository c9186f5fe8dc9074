// Debian's Chromium driven by playwright-core (STACK 7): headless, no sandbox (root), no background
// network (this machine's network is closed), a fresh profile per launch.
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BrowserContext, chromium, Page } from 'playwright-core';
import { PASSWORD } from './factories';

export const ARTIFACTS = path.resolve(__dirname, '../artifacts');

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function launchBrowser(viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'plenum-chromium-'));
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
}

const errorsByPage = new WeakMap<Page, Error[]>();

/** Opens the URL in the context's page and records uncaught page errors (see pageErrors). */
export async function openPage(context: BrowserContext, url: string): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  if (!errorsByPage.has(page)) {
    const errors: Error[] = [];
    errorsByPage.set(page, errors);
    page.on('pageerror', (err) => errors.push(err));
  }
  await page.goto(url);
  return page;
}

/** Uncaught errors thrown in the page so far; a journey should end with none. */
export function pageErrors(page: Page): Error[] {
  return errorsByPage.get(page) ?? [];
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

// The API's Content-Security-Policy (script-src 'self') blocks the inline <script> that
// page.addScriptTag adds; a script evaluated over the DevTools protocol is not subject to it.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe.run(
      document,
    );
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Fails the test on serious or critical axe findings, checked on the settled page. */
export async function expectAccessible(page: Page): Promise<void> {
  // Hover colours and closing select popups are transitions; axe should see the resting page.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-select-dropdown')].every((el) => getComputedStyle(el).display === 'none'),
  );
  await animationsSettled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Resolves once no finite CSS animation or transition is running (instead of sleeping a guessed time). */
export async function animationsSettled(page: Page): Promise<void> {
  // Two frames, so that motion started by the last input (classes set in requestAnimationFrame) has begun.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** Fills and sends the login form shown on the page. */
export async function fillLogin(page: Page, mail: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('E-Mail-Adresse').fill(mail);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

export async function loginAt(page: Page, url: string, mail: string, password = PASSWORD): Promise<void> {
  await page.goto(url);
  await fillLogin(page, mail, password);
}
