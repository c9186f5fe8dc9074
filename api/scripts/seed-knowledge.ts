// Knowledge demo data for `npm run up`, in the Goethe-Gymnasium's SV: the wiki 'SV-Handbuch' with several
// chapters (headings, lists, a table, links); contact groups have their own function in this file.
// Found by (group, title) and chapters by (wiki, title), so a second run adds nothing.
import type { EntityManager } from 'typeorm';
import { sanitizeWikiHtml } from '../src/common/validation/rich-text';
import type { Tenant } from '../src/core/identity/tenant.entity';
import type { User } from '../src/core/identity/user.entity';
import { ContactGroup } from '../src/modules/knowledge/entities/contact-group.entity';
import { Contact } from '../src/modules/knowledge/entities/contact.entity';
import { WikiSection } from '../src/modules/knowledge/entities/wiki-section.entity';
import { Wiki } from '../src/modules/knowledge/entities/wiki.entity';
import { plainTextOf } from '../src/modules/knowledge/wiki-content';

const SCHOOL = 'sv-goethe';
const AUTHOR = 'emma.schulsprecherin@plenum.test';
export const DEMO_WIKI_TITLE = 'SV-Handbuch';

/** The handbook's chapters in order; the content goes through the wiki sanitiser like any edit. */
export const DEMO_WIKI_CHAPTERS: { title: string; content: string }[] = [
  {
    title: 'Willkommen in der SV',
    content:
      '<h2>Wer wir sind</h2><p>Die Schülervertretung (SV) vertritt die Interessen aller Schülerinnen und Schüler am ' +
      'Goethe-Gymnasium. Dieses Handbuch sammelt, was neue Mitglieder wissen müssen.</p>' +
      '<ul><li>Schulsprecher*innen und ihr Team</li><li>Klassensprecher*innen aller Klassen</li><li>Verbindungslehrkräfte</li></ul>',
  },
  {
    title: 'Wahlen',
    content:
      '<h2>Ablauf der Wahlen</h2><ol><li>Die Klassen wählen in den ersten drei Wochen ihre Klassensprecher*innen.</li>' +
      '<li>Der Schülerrat wählt danach die Schulsprecher*innen.</li><li>Das Protokoll geht an die Schulleitung.</li></ol>' +
      '<blockquote>Rechtsgrundlage: §122 Abs. 7 HSchG</blockquote>',
  },
  {
    title: 'Sitzungen und Protokolle',
    content:
      '<h2>Sitzungen</h2><p>Der Schülerrat tagt einmal im Monat in der Aula. Die Einladung kommt eine Woche vorher.</p>' +
      '<h3>Protokoll</h3><p>Jede Sitzung bekommt ein <strong>Ergebnisprotokoll</strong>: Beschlüsse, Aufgaben, Termine.</p>',
  },
  {
    title: 'Kasse und Finanzen',
    content:
      '<h2>Kassenprüfung</h2><p>Zwei Kassenprüfer*innen prüfen die Kasse am Ende des Schuljahres.</p>' +
      '<table><tbody><tr><th>Posten</th><th>Betrag</th></tr><tr><td>Schulfest</td><td>450 €</td></tr>' +
      '<tr><td>Unterstufenparty</td><td>200 €</td></tr></tbody></table>',
  },
  {
    title: 'Kontakte und Links',
    content:
      '<p>Fragen an das SV-Team: <a href="mailto:sv@goethe-gymnasium.example">sv@goethe-gymnasium.example</a></p>' +
      '<p>Landesschülervertretung: <a href="https://www.lsv-hessen.de">www.lsv-hessen.de</a></p>',
  },
];

export async function seedWiki(m: EntityManager, tenants: Map<string, Tenant>, users: Map<string, User>, onCreate: () => void) {
  const tenant = tenants.get(SCHOOL);
  if (!tenant) return;
  const authorId = users.get(AUTHOR)?._id ?? null;
  let wiki = await m.findOneBy(Wiki, { tenantId: tenant._id, title: DEMO_WIKI_TITLE });
  if (!wiki) {
    onCreate();
    wiki = await m.save(
      Wiki,
      m.create(Wiki, {
        tenantId: tenant._id,
        authorId,
        title: DEMO_WIKI_TITLE,
        description: 'Alles, was neue SV-Mitglieder wissen müssen: Wahlen, Sitzungen, Kasse und Kontakte.',
        viewAccess: 0,
      }),
    );
  }
  for (const [position, chapter] of DEMO_WIKI_CHAPTERS.entries()) {
    if (await m.findOneBy(WikiSection, { wikiId: wiki._id, title: chapter.title })) continue;
    onCreate();
    const content = sanitizeWikiHtml(chapter.content, []);
    await m.save(
      WikiSection,
      m.create(WikiSection, {
        tenantId: tenant._id,
        wikiId: wiki._id,
        position,
        title: chapter.title,
        content,
        contentText: plainTextOf(content),
        updatedById: authorId,
      }),
    );
  }
}

export const DEMO_CONTACT_GROUP_TITLE = 'Lehrkräfte und Partner';

/** Teachers of the school and partners outside it; every field in use somewhere, umlauts included. */
export const DEMO_CONTACTS: Omit<Contact, '_id' | 'tenantId' | 'contactGroupId' | 'createdAt' | 'updatedAt'>[] = [
  {
    title: 'Frau',
    firstName: 'Sabine',
    lastName: 'Köhler',
    organisation: 'Goethe-Gymnasium',
    mail: 'sabine.koehler@goethe-gymnasium.test',
    phone: '069 1234560',
    description: 'Verbindungslehrerin der SV\nSprechstunde dienstags in der 2. großen Pause',
    street: 'Friedrich-Ebert-Anlage 22',
    zip: '60325',
    city: 'Frankfurt am Main',
  },
  {
    title: 'Herr Dr.',
    firstName: 'Jürgen',
    lastName: 'Weiß',
    organisation: '',
    mail: 'juergen.weiss@goethe-gymnasium.test',
    phone: '069 1234561',
    description: 'Schulleiter',
    street: 'Friedrich-Ebert-Anlage 22',
    zip: '60325',
    city: 'Frankfurt am Main',
  },
  {
    title: 'Frau',
    firstName: 'Ayşe',
    lastName: 'Öztürk',
    organisation: '',
    mail: 'ayse.oeztuerk@goethe-gymnasium.test',
    phone: '',
    description: 'Zweite Verbindungslehrerin, Fachschaft Politik und Wirtschaft',
    street: '',
    zip: '',
    city: '',
  },
  {
    title: '',
    firstName: '',
    lastName: 'Stadtschülerrat Frankfurt',
    organisation: '',
    mail: 'info@ssr-frankfurt.test',
    phone: '069 2123456',
    description: 'Vertretung aller Schülerinnen und Schüler der Stadt',
    street: 'Römerberg 1',
    zip: '60311',
    city: 'Frankfurt am Main',
  },
  {
    title: 'Herr',
    firstName: 'Malte',
    lastName: 'Brünning',
    organisation: '',
    mail: 'm.bruenning@jugendhaus-bockenheim.test',
    phone: '+49 69 7654321',
    description: 'Jugendhaus Bockenheim: Räume für Workshops und die Unterstufenparty',
    street: 'Große Seestraße 18',
    zip: '60486',
    city: 'Frankfurt am Main',
  },
];

/** The contact group 'Lehrkräfte und Partner' of the Goethe-Gymnasium's SV; contacts found by (group, first, last name). */
export async function seedContacts(m: EntityManager, tenants: Map<string, Tenant>, users: Map<string, User>, onCreate: () => void) {
  const tenant = tenants.get(SCHOOL);
  if (!tenant) return;
  let group = await m.findOneBy(ContactGroup, { tenantId: tenant._id, title: DEMO_CONTACT_GROUP_TITLE });
  if (!group) {
    onCreate();
    group = await m.save(
      ContactGroup,
      m.create(ContactGroup, {
        tenantId: tenant._id,
        authorId: users.get(AUTHOR)?._id ?? null,
        title: DEMO_CONTACT_GROUP_TITLE,
        description: 'Verbindungslehrkräfte, Schulleitung und unsere Partner außerhalb der Schule.',
        viewAccess: 0,
      }),
    );
  }
  for (const contact of DEMO_CONTACTS) {
    if (await m.findOneBy(Contact, { contactGroupId: group._id, firstName: contact.firstName, lastName: contact.lastName })) continue;
    onCreate();
    await m.save(Contact, m.create(Contact, { ...contact, tenantId: tenant._id, contactGroupId: group._id }));
  }
}
