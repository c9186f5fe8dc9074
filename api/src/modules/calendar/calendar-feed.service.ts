// iCal feeds (SPEC 2.5, 7 "Calendar"; issue 24 §5): one secret link per member and group while the group's
// iCal switch is on. The switch on the settings page and these routes are one state: the tenant's
// `icalEnabled` column says whether links may exist, and this service is the only writer of both (the
// settings service calls setActive through the hook registered in onModuleInit).
//
// A link is personal and lives no longer than its holder's place in the group: the row hangs on the
// membership (leaving or removal deletes it), and a request shows what the membership's level allows as of
// now. Members without a membership (platform staff) get no link. A member renews their own link; an
// administrator revokes all of them; switching off or the calendar module off closes every feed.
//
// How a token is kept: each row holds 32 random bytes (the seed) from the CSPRNG and the SHA-256 of the
// token; the token is HMAC-SHA256(seed) under the HKDF key for 'ical-feed' (256 bits, base64url). So the
// database alone opens no feed (it lacks the key), the server can show a member their own URL again at any
// time (derive it from the seed) without storing it in a reversible form, and a request is matched by the
// hash through a unique index. Renewing, rotating or switching off deletes rows: old URLs 404.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { createHash, createHmac, KeyObject, randomBytes } from 'node:crypto';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { ConfigService } from '../../config/config';
import { TransactionRunner } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import type { Membership } from '../../core/identity/membership.entity';
import { berlinDayOf, berlinMidnight } from '../../core/iso-date';
import { deriveSecretKey } from '../../infrastructure/crypto/keys';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { TenantSettingsService } from '../tenant/tenant-settings.service';
import { TenantRepository } from '../tenant/tenant.repository';
import { addDays } from './calendar-dates';
import { CalendarFeedRepository } from './calendar-feed.repository';
import { CalendarFeedErrors } from './calendar.errors';
import { CalendarFeedView } from './dto/calendar-feed-views.dto';
import { CalendarMemberFeed } from './entities/calendar-member-feed.entity';
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

  /** The caller's own link, issued on first read while the switch is on; none without a membership. */
  async status(ctx: TenantContext): Promise<CalendarFeedView> {
    const tenant = await this.tenants.findById(ctx.tenant._id);
    if (!tenant?.icalEnabled) return { active: false, url: null };
    const membership = ctx.membership;
    if (!membership) return { active: true, url: null };
    const feed = (await this.ownFeed(membership)) ?? (await this.issue(membership, false));
    return feed ? { active: true, url: this.urlOf(feed) } : { active: false, url: null };
  }

  activate(ctx: TenantContext): Promise<CalendarFeedView> {
    return this.change(ctx, (manager) => this.setActive(manager, ctx.tenant._id, true));
  }

  deactivate(ctx: TenantContext): Promise<CalendarFeedView> {
    return this.change(ctx, (manager) => this.setActive(manager, ctx.tenant._id, false));
  }

  /** Revokes every member's link; each gets a new one on their next read. */
  rotate(ctx: TenantContext): Promise<CalendarFeedView> {
    return this.change(ctx, async (manager) => {
      const tenant = await this.tenants.lock(ctx.tenant._id, manager);
      if (!tenant?.icalEnabled) throw CalendarFeedErrors.inactive();
      await this.feeds.deleteWhere(tenant._id, {}, manager);
    });
  }

  /** A new link for the caller alone; their old one answers 404 from now on. */
  async renew(ctx: TenantContext): Promise<CalendarFeedView> {
    if (!ctx.membership) throw Errors.notFound();
    const feed = await this.issue(ctx.membership, true);
    if (!feed) throw CalendarFeedErrors.inactive();
    return { active: true, url: this.urlOf(feed) };
  }

  /** The one writer of the switch: off revokes every link. Runs in the caller's transaction, under the tenant's row lock. */
  async setActive(manager: Tx, tenantId: string, enabled: boolean): Promise<void> {
    const tenant = await this.tenants.lock(tenantId, manager);
    if (!tenant) return;
    await this.tenants.update(tenantId, { icalEnabled: enabled }, manager);
    if (!enabled) await this.feeds.deleteWhere(tenantId, {}, manager);
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

  private ownFeed(membership: Membership, manager?: Tx): Promise<CalendarMemberFeed | null> {
    return this.feeds.findOne(membership.tenantId, { userId: membership.userId, membershipId: membership._id }, manager);
  }

  /**
   * Issues the member's link (replacing theirs when `replace`), under the tenant's row lock so that it cannot
   * race the switch going off or a rotation. Null while the switch is off.
   */
  private issue(membership: Membership, replace: boolean): Promise<CalendarMemberFeed | null> {
    return this.tx.run(async (manager) => {
      const tenant = await this.tenants.lock(membership.tenantId, manager);
      if (!tenant?.icalEnabled) return null;
      if (replace) await this.feeds.deleteWhere(tenant._id, { userId: membership.userId }, manager);
      const seed = randomBytes(32).toString('hex');
      const row = { userId: membership.userId, membershipId: membership._id, seed, tokenHash: hashOf(this.tokenOf(seed)) };
      await this.feeds.insertUnlessPresent(tenant._id, row, manager);
      return this.ownFeed(membership, manager);
    });
  }

  private tokenOf(seed: string): string {
    return createHmac('sha256', this.key).update(seed).digest('base64url');
  }

  private urlOf(feed: CalendarMemberFeed): string {
    return `${this.publicUrl}/api/calendar/ical/${this.tokenOf(feed.seed)}.ics`;
  }
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
