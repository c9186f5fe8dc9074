// Event e2e helpers: a group with a logged-in member at every level, events created as the web sends
// them (JSON, or multipart with programme files), and the public routes' URLs.
import type { Test } from 'supertest';
import { SvLevel, TenantType } from '#shared/levels';
import type { TestApp } from '../helpers/app';
import { groupAtEveryLevel } from '../helpers/level-group';
import type { Fixtures } from '../helpers/test-app';

export async function eventGroup(t: Fixtures & TestApp, type: TenantType = TenantType.SV) {
  const { tenant, members } = await groupAtEveryLevel(t, type);
  const url = `/api/event/tenant/${tenant._id}/event`;
  return { tenant, members, url, as: (level: number) => members[level].client };
}
export type EventGroup = Awaited<ReturnType<typeof eventGroup>>;

export const publicUrl = (eventId: string) => `/api/event/public/event/${eventId}`;

/** The body of a valid event with everything on, two custom fields and a one-item programme. */
export function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Schulfest',
    description: '<p>Unser <strong>Fest</strong></p>',
    location: 'Aula',
    startDate: '2026-12-04T16:00:00+01:00',
    endDate: '2026-12-04T20:00:00+01:00',
    switches: { program: true, registration: true, checkin: true },
    customFields: [
      { name: 'Klasse', type: 'single', options: ['5a', '5b', 'Lehrkraft'], required: true },
      { name: 'Workshops', type: 'multiple', options: ['Theater', 'Musik', 'Sport'], required: false },
      { name: 'Anmerkung', type: 'text', required: false },
    ],
    configuration: { toc: [{ time: '16:00', title: 'Begrüßung', description: '<p>In der Aula</p>' }] },
    ...overrides,
  };
}

/** Creates an event as a board member (JSON) and returns its view. */
export async function createEvent(g: EventGroup, overrides: Record<string, unknown> = {}) {
  const res = await g.as(SvLevel.SV_BOARD).post(g.url).send(eventBody(overrides));
  if (res.status !== 201) throw new Error(`creating an event failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as {
    _id: string;
    customFields: { _id: string; name: string; type: string; options: string[]; required: boolean }[];
    configuration: { toc: { _id: string; materials: { _id: string; name: string }[] }[] };
    materials: { _id: string; name: string }[];
  };
}

/** Field ids by name, for answers. */
export function fieldIds(event: { customFields: { _id: string; name: string }[] }): Record<string, string> {
  return Object.fromEntries(event.customFields.map((f) => [f.name, f._id]));
}

/** Multipart as the web's FormData sends it: JSON-valued fields as JSON text, files in newUploads. */
export function multipart(req: Test, fields: Record<string, unknown>, files: { name: string; body: Buffer }[] = []): Test {
  for (const [key, value] of Object.entries(fields)) req.field(key, typeof value === 'string' ? value : JSON.stringify(value));
  for (const file of files) req.attach('newUploads', file.body, file.name);
  return req;
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** Everything the module stores of a tenant, to prove a refused request changed nothing. */
export async function eventState(t: TestApp, tenantId: string) {
  const q = (sql: string) => t.dataSource.query(sql, [tenantId]);
  return {
    events: await q(`SELECT * FROM event WHERE tenant_id = $1 ORDER BY id`),
    registrations: await q(`SELECT * FROM event_registration WHERE tenant_id = $1 ORDER BY id`),
    attendees: await q(`SELECT * FROM event_attendee WHERE tenant_id = $1 ORDER BY id`),
    materials: await q(`SELECT * FROM material WHERE tenant_id = $1 ORDER BY id`),
  };
}
