// Debian's Chromium driven by playwright-core (STACK 7): headless, no sandbox (root), no background
// network (this machine's network is closed), a fresh profile per launch, reduced motion.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BrowserContext, chromium, Locator, Page, Request } from 'playwright-core';
import { PASSWORD } from './factories';

export const ARTIFACTS = path.resolve(__dirname, '../artifacts');
/** The images of docs/ui-patterns.md; rewritten only on request (see docScreenshot). */
export const DOC_IMAGES = path.resolve(__dirname, '../../docs/img');

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
    // The app's animations then end at once (web/src/styles.css). With them running, a click sent to a
    // dialog's button or a menu's option while it still moved in could land beside it on a busy machine:
    // the journeys' intermittent 'nothing happened' failures.
    reducedMotion: 'reduce',
  });
}

const errorsByPage = new WeakMap<Page, Error[]>();
const activityByPage = new WeakMap<Page, string[]>();
const ACTIVITY_LINES = 60;

/** Opens the URL in the context's page and records uncaught page errors (see pageErrors). */
export async function openPage(context: BrowserContext, url: string): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  if (!errorsByPage.has(page)) {
    const errors: Error[] = [];
    errorsByPage.set(page, errors);
    page.on('pageerror', (err) => errors.push(err));
    recordActivity(page);
  }
  try {
    await page.goto(url);
  } catch (err) {
    // The page is reused from the file's previous test, whose app may still be finishing a navigation of its
    // own (a redirect after its last click): that one wins once; going to `url` again then holds.
    if (!String(err).includes('interrupted by another navigation')) throw err;
    await page.goto(url);
  }
  return page;
}

/**
 * Keeps the page's last requests, answers, console messages and navigations, so that a journey that fails
 * can show what the page was doing (see describePageOnFailure).
 */
function recordActivity(page: Page): void {
  const lines: string[] = [];
  activityByPage.set(page, lines);
  const started = new WeakMap<object, number>();
  const note = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (lines.length > ACTIVITY_LINES) lines.shift();
  };
  const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  // Static files are noted only when slow or failing; API calls always.
  const isStatic = (request: Request) => ['script', 'stylesheet', 'font', 'image'].includes(request.resourceType());
  page.on('request', (request) => {
    started.set(request, Date.now());
    if (!isStatic(request)) note(`-> ${request.method()} ${short(request.url())}`);
  });
  page.on('requestfinished', async (request) => {
    const response = await request.response().catch(() => null);
    const ms = Date.now() - (started.get(request) ?? Date.now());
    if (!isStatic(request) || ms > 1000 || (response?.status() ?? 0) >= 400) {
      note(`<- ${response?.status() ?? '?'} ${request.method()} ${short(request.url())} (${ms} ms)`);
    }
  });
  page.on('requestfailed', (request) => note(`xx ${request.method()} ${short(request.url())}: ${request.failure()?.errorText}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (err) => note(`pageerror: ${err.message.slice(0, 300)}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${short(frame.url())}`);
  });
}

/** What a failed journey's page showed and did last: a screenshot in test/artifacts and a text report. */
export async function describePageOnFailure(page: Page, name: string): Promise<string> {
  const file = await savePicture(page, `failed-${name}`).catch((err: Error) => `no screenshot (${err.message})`);
  const visible = await page
    .evaluate(() => {
      const texts = (selector: string) =>
        Array.from(document.querySelectorAll(selector)).map((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200));
      return {
        headings: texts('h1, h2'),
        dialogs: texts('[role="dialog"]'),
        toasts: texts('.ant-notification-notice'),
        loading: document.querySelectorAll('.ant-spin-spinning, .ant-skeleton, [aria-busy="true"]').length,
      };
    })
    .catch((err: Error) => ({ error: err.message }));
  return [
    `page ${page.url()} (${file})`,
    `  shows ${JSON.stringify(visible)}`,
    ...(activityByPage.get(page) ?? []).map((line) => `  ${line}`),
  ].join('\n');
}

/** Uncaught errors thrown in the page so far; a journey should end with none. */
export function pageErrors(page: Page): Error[] {
  return errorsByPage.get(page) ?? [];
}

/**
 * A full-page picture in test/artifacts to look at by eye. On CI nobody looks and each costs a moment, so
 * none is taken there (PLENUM_SCREENSHOTS=1 asks for them anyway); a failed journey's pictures always are.
 */
export async function screenshot(page: Page, name: string): Promise<string | undefined> {
  if (process.env.CI && process.env.PLENUM_SCREENSHOTS !== '1') return undefined;
  return savePicture(page, name);
}

async function savePicture(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * A small picture for the docs: the viewport (not the whole page) or just one component. It always lands in
 * test/artifacts; with PLENUM_DOC_IMAGES=1 it also replaces `docs/img/<name>.png`, so the doc shows exactly
 * what the spec checked, and ordinary runs leave the committed images alone.
 */
export async function docScreenshot(target: Page | Locator, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await target.screenshot({ path: file, animations: 'disabled' });
  if (process.env.PLENUM_DOC_IMAGES === '1') {
    mkdirSync(DOC_IMAGES, { recursive: true });
    copyFileSync(file, path.join(DOC_IMAGES, `${name}.png`));
  }
  return file;
}

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Stores the theme as the user's choice (web/src/app/preferences.ts) and reloads so that start-up applies it. */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('plenum.theme', value), theme);
  await page.reload();
  try {
    await page.waitForFunction((value) => document.documentElement.dataset.theme === value, theme);
  } catch (err) {
    await screenshot(page, `apply-theme-failed-${theme}`);
    const state = await page.evaluate(() => ({
      url: location.href,
      shown: document.documentElement.dataset.theme,
      stored: localStorage.getItem('plenum.theme'),
      body: document.body.innerText.slice(0, 200),
    }));
    throw new Error(`theme ${theme} not applied: ${JSON.stringify(state)}`, { cause: err });
  }
}

/** The phone and desktop widths issue 11 checks every pattern at. */
export const WIDTHS = [360, 1280] as const;

/** Sets a phone (below 48em) or desktop viewport of the given width. */
export async function setWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
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
  // Parsing axe's 500 KB takes a moment: once per document, not once per check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe.run(
      document,
    );
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** The serious and critical axe findings of the settled page (for specs that collect them over many screens). */
export async function a11yFindings(page: Page): Promise<AxeViolation[]> {
  // Hover colours and closing select popups are transitions; axe should see the resting page.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-select-dropdown')].every((el) => getComputedStyle(el).display === 'none'),
  );
  await animationsSettled(page);
  return seriousA11yViolations(page);
}

/** Fails the test on serious or critical axe findings, checked on the settled page. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await a11yFindings(page)).toEqual([]);
}

/** Resolves once the screen's heading is shown and nothing on it is loading any more. */
export async function screenSettled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .ant-btn-loading'));
  await animationsSettled(page);
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
