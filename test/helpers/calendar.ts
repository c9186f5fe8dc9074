// Calendar e2e helpers: a group with one member per level, entries sent as the web sends them (multipart
// text fields, dates as ISO strings), and small real files for the upload pipe.
import type { Test } from 'supertest';
import { TenantType } from '#shared/levels';
import type { TestApp } from './app';
import { groupAtEveryLevel } from './level-group';
import type { Fixtures } from './test-app';

export type EntryFields = Record<string, string | number | boolean>;

/** A group of `type` with a logged-in member at every level of the type, keyed by level. */
export async function calendarGroup(t: Fixtures & TestApp, type: TenantType = TenantType.SV) {
  const { tenant, members } = await groupAtEveryLevel(t, type);
  return { tenant, members, url: `/api/calendar/tenant/${tenant._id}/event` };
}

/** Multipart text fields (and files) as the web's FormData sends them. */
export function multipart(req: Test, fields: EntryFields, files: { name: string; body: Buffer }[] = []): Test {
  for (const [key, value] of Object.entries(fields)) req.field(key, String(value));
  for (const file of files) req.attach('newUploads', file.body, file.name);
  return req;
}

export const entry = (overrides: EntryFields = {}): EntryFields => ({
  title: 'SV-Sitzung',
  startDate: '2026-11-24T16:00:00+01:00',
  endDate: '2026-11-24T17:30:00+01:00',
  ...overrides,
});

/** A tiny but real PDF (the sniffer reads its signature). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** A Windows executable's header: refused whatever the name says. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

/** Everything the calendar stores of a tenant, to prove a refused request changed nothing. */
export async function calendarState(t: TestApp, tenantId: string) {
  return {
    events: await t.dataSource.query(`SELECT * FROM calendar_event WHERE tenant_id = $1 ORDER BY id`, [tenantId]),
    materials: await t.dataSource.query(`SELECT * FROM material WHERE tenant_id = $1 ORDER BY id`, [tenantId]),
  };
}
