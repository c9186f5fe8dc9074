// One line per API spec file: `const t = useTestApp();` starts the API (and the workers) once for the file
// through beforeAll/afterAll and hands back an object that is a TestApp and also makes test data.
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import type TestAgent from 'supertest/lib/agent';
import type { DataSource } from 'typeorm';
import type { TenantType } from '#shared/levels';
import { createTestApp, TestApp, TestAppOptions } from './app';
import { addMember, createDomain, createTenant, createUser, loginAs, PASSWORD } from './factories';
import { drainQueues, DrainOptions, markTestStart } from './queues';

// Starting Nest, the workers and (for browser files) Chromium on a busy 2-core machine takes a while.
export const START_TIMEOUT_MS = 120_000;

type UserOptions = NonNullable<Parameters<typeof createUser>[1]>;
type TenantOptions = NonNullable<Parameters<typeof createTenant>[1]>;

export interface MemberSessionOptions {
  level: number;
  type?: TenantType;
  platformLevel?: number;
}

/** Test data and sessions against whichever app `running()` returns once it runs. */
export class Fixtures {
  constructor(private readonly running: () => TestApp) {}

  user(options: UserOptions = {}) {
    return createUser(this.running().dataSource, options);
  }

  domain(name?: string) {
    return createDomain(this.running().dataSource, name);
  }

  tenant(options: TenantOptions = {}) {
    return createTenant(this.running().dataSource, options);
  }

  /** A new account that is a member of the tenant at this level. */
  async member(tenant: { _id: string }, level: number, options: UserOptions = {}) {
    const user = await this.user(options);
    await addMember(this.running().dataSource, tenant._id, user._id, level);
    return user;
  }

  /** A client holding the session cookies of this account. */
  login(user: { mail: string }, password = PASSWORD): Promise<TestAgent> {
    return loginAs(this.running(), user, password);
  }

  /** A domain, a tenant in it, a member at `level` and their logged-in client, in one line. */
  async memberSession(options: MemberSessionOptions) {
    const domain = await this.domain();
    const tenant = await this.tenant({ type: options.type, domainId: domain._id });
    const user = await this.member(tenant, options.level, { permissionLevel: options.platformLevel });
    return { domain, tenant, user, client: await this.login(user) };
  }

  /** Waits until the events of the current test are published and their jobs have finished (see queues.ts). */
  drain(options: DrainOptions = {}): Promise<void> {
    return drainQueues(this.running(), options);
  }
}

/** Holds the app started by beforeAll; reading it earlier (at describe time) is a mistake worth a clear error. */
export class AppSlot<T extends TestApp = TestApp> {
  private value?: T;

  constructor(private readonly label: string) {}

  get(): T {
    if (!this.value) throw new Error(`${this.label} is not running: use it inside a test or a hook, not while describing`);
    return this.value;
  }

  set(value: T | undefined) {
    this.value = value;
  }

  get started(): boolean {
    return this.value !== undefined;
  }
}

export class TestAppHandle extends Fixtures implements TestApp {
  constructor(protected readonly slot: AppSlot) {
    super(() => slot.get());
  }

  get app(): INestApplication {
    return this.slot.get().app;
  }

  get workers(): INestApplicationContext | undefined {
    return this.slot.get().workers;
  }

  get url(): string {
    return this.slot.get().url;
  }

  get origin(): string {
    return this.slot.get().origin;
  }

  get dataSource(): DataSource {
    return this.slot.get().dataSource;
  }

  client(): TestAgent {
    return this.slot.get().client();
  }

  /** afterAll does this; only for a spec that must stop the app early. */
  async close(): Promise<void> {
    const running = this.slot.started ? this.slot.get() : undefined;
    this.slot.set(undefined);
    await running?.close();
  }
}

/**
 * Starts the API (and the workers unless `workers: false`) before the first test of the enclosing describe
 * block and stops it after the last one. Call it inside `describe`; one call per app the file needs.
 * `options` may be a function when they depend on something prepared first (it runs in the beforeAll).
 * Hooks run in the order they are declared: an afterAll that must run before the app stops goes above.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {}): TestAppHandle {
  const slot = new AppSlot('the test app');
  const handle = new TestAppHandle(slot);
  beforeAll(async () => {
    slot.set(await createTestApp(typeof options === 'function' ? await options() : options));
  }, START_TIMEOUT_MS);
  beforeEach(() => markTestStart());
  afterAll(() => handle.close());
  return handle;
}
