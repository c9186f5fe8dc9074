// Calendar demo data for `npm run up`: entries this week and next (Berlin weeks, Monday first) in every demo
// group, at several view-access levels, one with a PDF agenda stored through the files module. Found by
// (group, title), so a second run changes nothing; the dates are those of the week of the first run.
import PDFDocument from 'pdfkit';
import type { EntityManager } from 'typeorm';
import { MaterialOwnerKind } from '#shared/files';
import { NetworkLevel, SsrLevel, SvLevel } from '#shared/levels';
import type { Tenant } from '../src/core/identity/tenant.entity';
import type { User } from '../src/core/identity/user.entity';
import { berlinDayOf } from '../src/core/iso-date';
import type { ObjectStorage } from '../src/infrastructure/storage/object-storage';
import { entryRange } from '../src/modules/calendar/calendar-dates';
import { CalendarEvent } from '../src/modules/calendar/entities/calendar-event.entity';
import { Material } from '../src/modules/files/entities/material.entity';
import { seedMaterialService } from './seed-materials';

interface DemoEntry {
  shortcode: string;
  by: string;
  title: string;
  /** Days after this week's Monday (7 and later: next week). */
  day: number;
  /** Berlin wall-clock 'HH:MM'; none for all-day entries. */
  from?: string;
  to?: string;
  /** All-day entries: how many days. */
  days?: number;
  viewAccess: number;
  location?: string;
  description?: string;
  color?: string;
  /** A PDF agenda with these items, attached as a material. */
  agenda?: string[];
}

export const DEMO_AGENDA_NAME = 'Tagesordnung SV-Sitzung.pdf';

export const CALENDAR_ENTRIES: DemoEntry[] = [
  {
    shortcode: 'sv-goethe',
    by: 'emma.schulsprecherin@plenum.test',
    title: 'SV-Sitzung',
    day: 1,
    from: '13:30',
    to: '15:00',
    viewAccess: SvLevel.GUEST,
    location: 'Raum 204',
    description:
      '<p>Offene Sitzung für alle. <strong>Tagesordnung</strong> im Anhang.</p><ul><li>Sommerfest</li><li>Schülerzeitung</li></ul>',
    agenda: ['Begrüßung und Protokoll', 'Sommerfest: Stände und Helfer*innen', 'Schülerzeitung: neue Redaktion', 'Verschiedenes'],
  },
  {
    shortcode: 'sv-goethe',
    by: 'jonas.vorstand@plenum.test',
    title: 'Vorstandstreffen',
    day: 3,
    from: '07:30',
    to: '08:00',
    viewAccess: SvLevel.SV_BOARD,
    location: 'SV-Raum',
    color: '#722ed1',
  },
  {
    shortcode: 'sv-goethe',
    by: 'emma.schulsprecherin@plenum.test',
    title: 'Projekttag Nachhaltigkeit',
    day: 4,
    days: 1,
    viewAccess: SvLevel.GUEST,
    color: '#52c41a',
  },
  {
    shortcode: 'sv-goethe',
    by: 'emma.schulsprecherin@plenum.test',
    title: 'Klassensprecher*innen-Versammlung',
    day: 8,
    from: '14:00',
    to: '15:30',
    viewAccess: SvLevel.CLASS_SPEAKER,
    location: 'Aula',
  },
  {
    shortcode: 'sv-goethe',
    by: 'jonas.vorstand@plenum.test',
    title: 'Schulfest-Vorbereitung',
    day: 10,
    days: 2,
    viewAccess: SvLevel.SV_MEMBER,
    color: '#fa8c16',
  },
  {
    shortcode: 'sv-goethe',
    by: 'emma.schulsprecherin@plenum.test',
    title: 'Gespräch mit der Schulleitung',
    day: 11,
    from: '10:00',
    to: '10:45',
    viewAccess: SvLevel.SV_TEACHER,
    location: 'Sekretariat',
  },
  {
    shortcode: 'sv-schiller',
    by: 'noah.schulsprecher@plenum.test',
    title: 'SV-Sitzung Schiller-Schule',
    day: 2,
    from: '14:00',
    to: '15:00',
    viewAccess: SvLevel.GUEST,
    location: 'Raum 12',
  },
  {
    shortcode: 'sv-schiller',
    by: 'noah.schulsprecher@plenum.test',
    title: 'Vorstandsrunde',
    day: 7,
    from: '13:00',
    to: '13:45',
    viewAccess: SvLevel.SV_BOARD,
  },
  {
    shortcode: 'sv-schiller',
    by: 'noah.schulsprecher@plenum.test',
    title: 'Sponsorenlauf',
    day: 12,
    days: 1,
    viewAccess: SvLevel.GUEST,
    location: 'Sportplatz',
    color: '#52c41a',
  },
  {
    shortcode: 'ssr-muster',
    by: 'ssr.vorstand@plenum.test',
    title: 'Vorbereitung Schulausschuss',
    day: 2,
    from: '17:00',
    to: '18:30',
    viewAccess: SsrLevel.SSR_MEMBER,
    location: 'Rathaus, Raum 3.12',
  },
  {
    shortcode: 'ssr-muster',
    by: 'ssr.vorsitz@plenum.test',
    title: 'Vorstandssitzung SSR',
    day: 4,
    from: '16:00',
    to: '17:30',
    viewAccess: SsrLevel.SSR_BOARD,
    color: '#722ed1',
  },
  {
    shortcode: 'ssr-muster',
    by: 'ssr.vorsitz@plenum.test',
    title: 'Delegiertenversammlung',
    day: 9,
    from: '16:00',
    to: '18:00',
    viewAccess: SsrLevel.GUEST,
    location: 'Rathaus, Ratssaal',
  },
  {
    shortcode: 'net-klima',
    by: 'netz.admin@plenum.test',
    title: 'Online-Treffen Klimaschulen',
    day: 1,
    from: '18:00',
    to: '19:00',
    viewAccess: NetworkLevel.GUEST,
    location: 'Videokonferenz',
  },
  {
    shortcode: 'net-klima',
    by: 'netz.admin@plenum.test',
    title: 'Abstimmung der Netzwerk-Administration',
    day: 3,
    from: '17:00',
    to: '17:30',
    viewAccess: NetworkLevel.NETWORK_ADMIN,
  },
  {
    shortcode: 'net-klima',
    by: 'netz.admin@plenum.test',
    title: 'Klimaaktionstag',
    day: 9,
    days: 1,
    viewAccess: NetworkLevel.NETWORK_MEMBER,
    color: '#52c41a',
  },
];

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Monday of the Berlin week `now` falls in. */
export function demoWeekMonday(now = new Date()): string {
  const today = berlinDayOf(now);
  return addDays(today, -((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7));
}

function rangeOf(entry: DemoEntry, monday: string) {
  const day = addDays(monday, entry.day);
  const range = entry.days
    ? entryRange(day, addDays(day, entry.days - 1), true)
    : entryRange(`${day}T${entry.from}`, `${day}T${entry.to}`, false);
  return { ...range!, allDay: Boolean(entry.days) };
}

function agendaPdf(title: string, items: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(18).text(title).moveDown();
  doc.fontSize(12);
  items.forEach((item, i) => doc.text(`${i + 1}. ${item}`));
  doc.end();
  return done;
}

/** Inside the seed's transaction (TransactionRunner.run: a stored PDF of a rolled-back run is removed again). */
export async function seedCalendar(
  m: EntityManager,
  tenants: Map<string, Tenant>,
  users: Map<string, User>,
  storage: ObjectStorage,
  onCreate: () => void,
): Promise<void> {
  const monday = demoWeekMonday();
  const materials = seedMaterialService(m, storage);
  for (const entry of CALENDAR_ENTRIES) {
    const tenantId = tenants.get(entry.shortcode)!._id;
    let row = await m.findOneBy(CalendarEvent, { tenantId, title: entry.title });
    if (!row) {
      onCreate();
      row = await m.save(
        CalendarEvent,
        m.create(CalendarEvent, {
          tenantId,
          authorId: users.get(entry.by)!._id,
          title: entry.title,
          description: entry.description ?? '',
          location: entry.location ?? '',
          notes: '',
          ...(entry.color ? { color: entry.color } : {}),
          ...rangeOf(entry, monday),
          viewAccess: entry.viewAccess,
        }),
      );
    }
    if (!entry.agenda) continue;
    const owner = { tenantId, kind: MaterialOwnerKind.CALENDAR_EVENT, ownerId: row._id };
    if (await m.findOneBy(Material, { tenantId, ownerKind: owner.kind, ownerId: owner.ownerId, name: DEMO_AGENDA_NAME })) continue;
    const pdf = await agendaPdf(`Tagesordnung: ${entry.title}`, entry.agenda);
    onCreate();
    await materials.add(m, owner, users.get(entry.by)!._id, [
      { field: 'newUploads', name: DEMO_AGENDA_NAME, size: pdf.length, mimeType: 'application/pdf', buffer: pdf },
    ]);
  }
}
