// Event demo data for `npm run up`: one upcoming event in every SV (three weeks after the first run's
// Monday), with registration, check-in and programme open, two custom fields, a programme and a few
// registrations. Found by (group, title) and (event, mail), so a second run changes nothing.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { EventFieldType } from '#shared/event';
import { TenantType } from '#shared/levels';
import type { Tenant } from '../src/core/identity/tenant.entity';
import type { User } from '../src/core/identity/user.entity';
import { entryRange } from '../src/modules/calendar/calendar-dates';
import type { StoredAnswers } from '../src/modules/event/entities/event-participant.base';
import { EventRegistration } from '../src/modules/event/entities/event-registration.entity';
import { GroupEvent, StoredCustomField } from '../src/modules/event/entities/event.entity';
import { demoWeekMonday } from './seed-calendar';

/** Who organises the event in each SV (its Schulsprecher*in in the demo). */
const ORGANISERS: Record<string, string> = {
  'sv-goethe': 'emma.schulsprecherin@plenum.test',
  'sv-schiller': 'noah.schulsprecher@plenum.test',
};

export const DEMO_EVENT_TITLE = 'Schulfest der SV';

const REGISTRATIONS = [
  { firstName: 'Ole', lastName: 'Hansen', mail: 'ole.hansen@example.org', klasse: '7b', workshops: ['Theater'] },
  { firstName: 'Zeynep', lastName: 'Yılmaz', mail: 'zeynep.yilmaz@example.org', klasse: '9a', workshops: ['Musik', 'Sport'] },
  { firstName: 'Jörg', lastName: 'Müller', mail: 'joerg.mueller@example.org', klasse: 'Lehrkraft', workshops: [] },
];

export async function seedEvents(m: EntityManager, tenants: Map<string, Tenant>, users: Map<string, User>, onCreate: () => void) {
  const monday = demoWeekMonday();
  const day = new Date(Date.parse(`${monday}T12:00:00Z`) + 25 * 86_400_000).toISOString().slice(0, 10);
  for (const tenant of tenants.values()) {
    if (tenant.type !== TenantType.SV) continue;
    let event = await m.findOneBy(GroupEvent, { tenantId: tenant._id, title: DEMO_EVENT_TITLE });
    if (!event) {
      onCreate();
      const fields: StoredCustomField[] = [
        { _id: randomUUID(), name: 'Klasse', type: EventFieldType.SINGLE, options: ['5a', '7b', '9a', 'Lehrkraft'], required: true },
        { _id: randomUUID(), name: 'Workshops', type: EventFieldType.MULTIPLE, options: ['Theater', 'Musik', 'Sport'], required: false },
      ];
      event = await m.save(
        GroupEvent,
        m.create(GroupEvent, {
          tenantId: tenant._id,
          authorId: users.get(ORGANISERS[tenant.shortcode] ?? '')?._id ?? null,
          title: DEMO_EVENT_TITLE,
          description: `<p>Das Schulfest der ${tenant.name}: Workshops, Musik und Essen. <strong>Alle sind willkommen!</strong></p>`,
          location: 'Aula und Schulhof',
          // Berlin wall-clock time, whatever the season.
          ...entryRange(`${day}T15:00`, `${day}T19:00`, false)!,
          viewAccess: 0,
          switchProgram: true,
          switchRegistration: true,
          switchCheckin: true,
          customFields: fields,
          configuration: {
            toc: [
              { _id: randomUUID(), time: '15:00', title: 'Begrüßung', description: '<p>In der Aula</p>', materialIds: [] },
              { _id: randomUUID(), time: '15:30', title: 'Workshops', description: '<p>Theater, Musik und Sport</p>', materialIds: [] },
              { _id: randomUUID(), time: '18:00', title: 'Konzert der Schulband', description: '', materialIds: [] },
            ],
          },
        }),
      );
    }
    const [klasse, workshops] = event.customFields;
    for (const r of REGISTRATIONS) {
      if (await m.findOneBy(EventRegistration, { eventId: event._id, mail: r.mail })) continue;
      onCreate();
      const answers: StoredAnswers = { [klasse._id]: { name: klasse.name, value: r.klasse } };
      if (workshops && r.workshops.length > 0) answers[workshops._id] = { name: workshops.name, value: r.workshops };
      await m.save(
        EventRegistration,
        m.create(EventRegistration, {
          tenantId: tenant._id,
          eventId: event._id,
          firstName: r.firstName,
          lastName: r.lastName,
          mail: r.mail,
          answers,
        }),
      );
    }
  }
}
