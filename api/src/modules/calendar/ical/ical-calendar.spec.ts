import ICAL from 'ical.js';
import { htmlToText } from './html-text';
import { IcalEntry, renderIcalCalendar } from './ical-calendar';

const entry = (over: Partial<IcalEntry>): IcalEntry => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'SV-Sitzung',
  description: '',
  location: '',
  notes: '',
  startDate: new Date('2026-11-24T14:00:00Z'),
  endDate: new Date('2026-11-24T15:30:00Z'),
  allDay: false,
  createdAt: new Date('2026-11-01T10:00:00Z'),
  updatedAt: new Date('2026-11-02T10:00:00Z'),
  ...over,
});

function parse(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  const zone = root.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return { root, events: root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c)) };
}

describe('renderIcalCalendar', () => {
  it('writes Berlin wall-clock times with the zone, UTC stamps and escaped, folded text', () => {
    const title = 'Sitzung, Raum 1; danach Grillen – Übergabe der Schlüssel an Jörg und Björn im Foyer der Aula';
    const ics = renderIcalCalendar({
      name: 'SV Goethe-Gymnasium',
      entries: [entry({ title, location: 'Aula, EG', description: '<p>Erste Zeile</p><p>Zweite &amp; letzte</p>' })],
    });
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20261124T150000');
    expect(ics).toContain('DTEND;TZID=Europe/Berlin:20261124T163000');
    expect(ics).toMatch(/DTSTAMP:20261102T100000Z/);
    expect(ics).toContain('SUMMARY:Sitzung\\, Raum 1\\; danach');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { root, events } = parse(ics);
    expect(root.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    expect(events[0].summary).toBe(title);
    expect(events[0].location).toBe('Aula, EG');
    expect(events[0].description).toBe('Erste Zeile\nZweite & letzte');
    expect(events[0].uid).toBe('11111111-1111-4111-8111-111111111111@plenum');
    expect(events[0].startDate.toJSDate().toISOString()).toBe('2026-11-24T14:00:00.000Z');
  });

  it('writes all-day entries as DATE values with the exclusive end', () => {
    // Stored as Berlin midnight of the first and of the (inclusive) last day: 24th to 25th.
    const ics = renderIcalCalendar({
      name: 'X',
      entries: [entry({ allDay: true, startDate: new Date('2026-11-23T23:00:00Z'), endDate: new Date('2026-11-24T23:00:00Z') })],
    });
    expect(ics).toContain('DTSTART;VALUE=DATE:20261124');
    expect(ics).toContain('DTEND;VALUE=DATE:20261126');
    const [event] = parse(ics).events;
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-11-24');
  });
});

describe('htmlToText', () => {
  it('keeps lines, bullets and link addresses and drops markup', () => {
    expect(
      htmlToText(
        '<p>Hallo <strong>alle</strong>,</p><ul><li>eins</li><li>zwei</li></ul><p><a href="https://x.de">Seite</a><br>Ende&nbsp;&lt;3</p>',
      ),
    ).toBe('Hallo alle,\n• eins\n• zwei\nSeite (https://x.de)\nEnde <3');
    expect(htmlToText('')).toBe('');
  });
});
