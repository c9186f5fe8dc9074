// One line per browser spec file: the whole product (API, workers, built web app) and one Chromium profile
// per named browser, started once for the file and stopped after it.
//   const { server, browsers: { sender, reader } } = browserSuite({ browsers: ['sender', 'reader'] });
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describePageOnFailure, fillLogin, launchBrowser, openPage } from './browser';
import { PASSWORD } from './factories';
import { markTestStart } from './queues';
import { startTestServer, TestServer } from './server';
import { AppSlot, START_TIMEOUT_MS, TestAppHandle } from './test-app';

// PLENUM_WEB_DIST points the suite at a private build (`npx vite build --config vite.config.mts --outDir
// /tmp/my-web --emptyOutDir`), so that someone rebuilding dist-web in the shared tree cannot swap the
// hashed chunks under a running journey.
const WEB_DIST = process.env.PLENUM_WEB_DIST ? path.resolve(process.env.PLENUM_WEB_DIST) : undefined;
const DIST_INDEX = path.join(WEB_DIST ?? path.resolve(__dirname, '../../dist-web'), 'index.html');

export interface Viewport {
  width: number;
  height: number;
}

export interface BrowserSuiteOptions<N extends string> {
  /** One separate Chromium profile (own cookies and storage) per name; default one called 'main'. */
  browsers?: readonly N[];
  viewport?: Viewport;
  /** Environment of the API and workers of this file only. */
  env?: Record<string, string>;
  /** Clear every browser's cookies before each test, so each test starts logged out. */
  freshCookies?: boolean;
}

export class BrowserSuite<N extends string> extends TestAppHandle implements TestServer {
  /** The first browser of the suite. */
  readonly browser: BrowserContext;
  readonly browsers: Record<N, BrowserContext>;

  constructor(
    private readonly serverSlot: AppSlot<TestServer>,
    private readonly contexts: Map<N, BrowserContext>,
    names: readonly N[],
  ) {
    super(serverSlot);
    this.browsers = Object.fromEntries(names.map((name) => [name, lateBound(`browser '${name}'`, () => contexts.get(name))])) as Record<
      N,
      BrowserContext
    >;
    this.browser = this.browsers[names[0]];
  }

  /** The origin the browser opens; equals PUBLIC_URL so that the API's origin check passes. */
  get baseUrl(): string {
    return this.serverSlot.get().baseUrl;
  }

  /** The running product; the suite itself, under the name the specs have always used. */
  get server(): this {
    return this;
  }

  /** Opens a path of the app (or a full URL) in the browser's page, recording page errors. */
  open(pathOrUrl: string, browser: BrowserContext = this.browser): Promise<Page> {
    return openPage(browser, pathOrUrl.startsWith('http') ? pathOrUrl : `${this.baseUrl}${pathOrUrl}`);
  }

  /** Opens the login page (or `path`, which must show the login form) and logs the account in. */
  async signIn(user: { mail: string }, options: { browser?: BrowserContext; path?: string; password?: string } = {}): Promise<Page> {
    const page = await this.open(options.path ?? '/auth', options.browser);
    await fillLogin(page, user.mail, options.password ?? PASSWORD);
    return page;
  }

  async closeAll(): Promise<void> {
    for (const context of this.contexts.values()) await context.close().catch(() => undefined);
    this.contexts.clear();
    await this.close();
  }
}

/**
 * Starts the product and Chromium before the first test of the enclosing describe block and stops them
 * after the last one. Needs the built web app (`npm run build:web`).
 */
export function browserSuite<N extends string = 'main'>(options: BrowserSuiteOptions<N> = {}): BrowserSuite<N> {
  const names = (options.browsers?.length ? options.browsers : ['main']) as readonly N[];
  const slot = new AppSlot<TestServer>('the test server');
  const contexts = new Map<N, BrowserContext>();
  const suite = new BrowserSuite<N>(slot, contexts, names);
  beforeAll(async () => {
    if (!existsSync(DIST_INDEX)) throw new Error(`${DIST_INDEX} is missing: run \`npm run build:web\` before the browser tests`);
    slot.set(await startTestServer(WEB_DIST ? { WEB_DIST_DIR: WEB_DIST, ...options.env } : options.env));
    for (const name of names) contexts.set(name, await launchBrowser(options.viewport));
  }, START_TIMEOUT_MS);

  beforeEach(async () => {
    markTestStart();
    if (options.freshCookies) for (const context of contexts.values()) await context.clearCookies();
  });

  // A failed journey leaves a screenshot per browser and prints what each page showed and requested last.
  afterEach(async () => {
    const failed = (globalThis as { __plenumTestFailed?: string }).__plenumTestFailed;
    if (!failed) return;
    const slug = failed.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    const reports: string[] = [];
    for (const [name, context] of contexts) {
      for (const page of context.pages()) reports.push(`[${name}] ${await describePageOnFailure(page, `${slug}-${name}`)}`);
    }
    console.log(`The journey '${failed}' failed; what the browsers showed:\n${reports.join('\n')}`);
  });

  afterAll(() => suite.closeAll());
  return suite;
}

// A stand-in that forwards to the real object once beforeAll has created it, so that specs can destructure
// the suite at describe time.
function lateBound<T extends object>(label: string, get: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, property) {
      const target = get();
      if (!target) {
        // Awaiting or inspecting the stand-in must not throw.
        if (property === 'then' || typeof property === 'symbol') return undefined;
        throw new Error(`${label} is not running: use it inside a test or a hook, not while describing`);
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
