// iCal feeds (SPEC 2.5, 7 "Calendar"): one secret link per view-access level of the group's type while the
// group's iCal switch is on. The switch on the settings page and these routes are one state: the tenant's
// `icalEnabled` column says whether links exist, and this service is the only writer of both (the settings
// service calls setActive through the hook registered in onModuleInit).
//
// How a token is kept: each feed row holds 32 random bytes (the seed) from the CSPRNG and the SHA-256 of
// the token; the token is HMAC-SHA256(seed) under the HKDF key for 'ical-feed' (256 bits, base64url).
// So the database alone opens no feed (it lacks the key), the server can show a member their own URL
// again at any time (derive it from the seed) without storing it in a reversible form, and a request is
// matched by the hash through a unique index. Rotating or switching off deletes the rows: old URLs 404.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { createHash, createHmac, KeyObject, randomBytes } from 'node:crypto';
import { tenantLevels } from '#shared/levels';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { ConfigService } from '../../config/config';
import { TransactionRunner } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import type { Tenant } from '../../core/identity/tenant.entity';
import { berlinDayOf } from '../../core/iso-date';
import { deriveSecretKey } from '../../infrastructure/crypto/keys';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { TenantSettingsService } from '../tenant/tenant-settings.service';
import { TenantRepository } from '../tenant/tenant.repository';
import { addDays, berlinMidnight } from './calendar-dates';
import { CalendarFeedRepository } from './calendar-feed.repository';
import { CalendarFeedErrors } from './calendar.errors';
import { CalendarFeedView } from './dto/calendar-feed-views.dto';
import { CalendarFeed } from './entities/calendar-feed.entity';
import { renderIcalCalendar } from './ical/ical-calendar';

/** What the feed covers (issue 12): the last 90 days and the next 365, counted in Berlin days. */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 365;
/** How often subscribed apps are asked to look again, and how long clients may keep a copy. */
export const FEED_REFRESH_SECONDS = 3600;

const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export interface IcsFile {
  fileName: string;
  body: string;
}

@Injectable()
export class CalendarFeedService implements OnModuleInit {
  private readonly key: KeyObject;
  private readonly publicUrl: string;

  constructor(
    private readonly feeds: CalendarFeedRepository,
    private readonly tenants: TenantRepository,
    private readonly settings: TenantSettingsService,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
    config: ConfigService,
  ) {
    this.key = deriveSecretKey(config.get('jwtSecret'), 'ical-feed');
    this.publicUrl = config.get('publicUrl').replace(/\/+$/, '');
  }

  onModuleInit() {
    this.settings.useIcalSwitch((manager, tenantId, enabled) => this.setActive(manager, tenantId, enabled));
  }

  /** The caller's own link; a group switched on before feeds existed gets them now. */
  async status(ctx: TenantContext): Promise<CalendarFeedView> {
    const tenantId = ctx.tenant._id;
    const tenant = await this.tenants.findById(tenantId);
    if (!tenant?.icalEnabled) return { active: false, url: null };
    const feed = (await this.feeds.findOne(tenantId, { level: ctx.level })) ?? (await this.issueLate(tenantId, ctx.level));
    return feed ? { active: true, url: this.urlOf(feed) } : { active: false, url: null };
  }

  activate(ctx: TenantContext): Promise<CalendarFeedView> {
    return this.change(ctx, (manager) => this.setActive(manager, ctx.tenant._id, true));
  }

  deactivate(ctx: TenantContext): Promise<CalendarFeedView> {
    return this.change(ctx, (manager) => this.setActive(manager, ctx.tenant._id, false));
  }

  /** New links for every level; the old ones answer 404 from now on. */
  rotate(ctx: TenantContext): Promise<CalendarFeedView> {
    return this.change(ctx, async (manager) => {
      const tenant = await this.tenants.lock(ctx.tenant._id, manager);
      if (!tenant?.icalEnabled) throw CalendarFeedErrors.inactive();
      await this.feeds.deleteWhere(tenant._id, {}, manager);
      await this.issueMissing(manager, tenant);
    });
  }

  /**
   * The one writer of the switch: on issues a link for every level that lacks one (an active group keeps
   * its links), off revokes them all. Runs in the caller's transaction, under the tenant's row lock.
   */
  async setActive(manager: Tx, tenantId: string, enabled: boolean): Promise<void> {
    const tenant = await this.tenants.lock(tenantId, manager);
    if (!tenant) return;
    await this.tenants.update(tenantId, { icalEnabled: enabled }, manager);
    if (enabled) await this.issueMissing(manager, tenant);
    else await this.feeds.deleteWhere(tenantId, {}, manager);
  }

  /** The whole feed behind a link, or 404 for a link that is unknown, revoked or of a switched-off group. */
  async feed(file: string, now = new Date()): Promise<IcsFile> {
    const token = TOKEN_FILE.exec(file)?.[1];
    const feed = token ? await this.feeds.resolve(hashOf(token)) : null;
    if (!feed) throw Errors.notFound();
    // Whole Berlin days: from the midnight 90 days back to the end of the 365th day ahead.
    const today = berlinDayOf(now);
    const from = berlinMidnight(addDays(today, -FEED_DAYS_BACK));
    const to = berlinMidnight(addDays(today, FEED_DAYS_AHEAD + 1));
    const entries = await this.feeds.entriesInWindow(feed.tenantId, feed.level, from, to);
    return {
      fileName: `${feed.tenantName}.ics`,
      body: renderIcalCalendar({ name: feed.tenantName, entries, refreshSeconds: FEED_REFRESH_SECONDS }),
    };
  }

  /** One entry as a file, for a member who may see it (404 otherwise, as the entry itself). */
  async entryFile(ctx: TenantContext, entryId: string): Promise<IcsFile> {
    const entry = await this.feeds.visibleEntry(ctx.tenant._id, entryId, ctx.level);
    if (!entry) throw Errors.notFound();
    return { fileName: `${entry.title}.ics`, body: renderIcalCalendar({ name: ctx.tenant.name, entries: [entry] }) };
  }

  private async change(ctx: TenantContext, work: (manager: Tx) => Promise<void>): Promise<CalendarFeedView> {
    await this.tx.run(async (manager) => {
      await work(manager);
      // Open apps refetch the group (its icalEnabled) as after any settings change.
      await this.outbox.record(manager, 'tenant.settings-changed', { tenantId: ctx.tenant._id });
    });
    return this.status(ctx);
  }

  /** Feeds for a group whose switch went on without them (before this table existed); under the row lock. */
  private issueLate(tenantId: string, level: number): Promise<CalendarFeed | null> {
    return this.tx.run(async (manager) => {
      const tenant = await this.tenants.lock(tenantId, manager);
      if (!tenant?.icalEnabled) return null;
      return (await this.issueMissing(manager, tenant)).find((f) => f.level === level) ?? null;
    });
  }

  private async issueMissing(manager: Tx, tenant: Pick<Tenant, '_id' | 'type'>): Promise<CalendarFeed[]> {
    const existing = await this.feeds.ofTenant(tenant._id, manager);
    const have = new Set(existing.map((f) => f.level));
    const added: CalendarFeed[] = [];
    for (const level of tenantLevels(tenant.type).filter((l) => !have.has(l))) {
      const seed = randomBytes(32).toString('hex');
      added.push(await this.feeds.insert(tenant._id, { level, seed, tokenHash: hashOf(this.tokenOf(seed)) }, manager));
    }
    return [...existing, ...added];
  }

  private tokenOf(seed: string): string {
    return createHmac('sha256', this.key).update(seed).digest('base64url');
  }

  private urlOf(feed: CalendarFeed): string {
    return `${this.publicUrl}/api/calendar/ical/${this.tokenOf(feed.seed)}.ics`;
  }
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
