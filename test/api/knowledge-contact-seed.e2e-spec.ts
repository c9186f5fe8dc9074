// The contact demo data (api/scripts/seed-knowledge.ts seedContacts) in a database of its own: the contact group
// 'Lehrkräfte und Partner' of the Goethe-Gymnasium's SV with teachers and partners, each contact valid by the
// one contact rule, so the export and a re-import give them back; a second run adds nothing.
import { validateContact } from '#shared/contacts';
import { seedDemoData } from '../../api/scripts/seed';
import { DEMO_CONTACT_GROUP_TITLE, DEMO_CONTACTS } from '../../api/scripts/seed-knowledge';
import { useSeedDatabase } from '../helpers/seed-database';

describe('knowledge: contact demo data', () => {
  const seed = useSeedDatabase();

  it('gives the Goethe-Gymnasium one contact group of teachers and partners, once', async () => {
    const { ds, storage } = seed;
    await seedDemoData(ds, { storage });
    const count = async () =>
      (await ds.query(`SELECT (SELECT count(*) FROM contact_group)::int g, (SELECT count(*) FROM contact)::int c`))[0];
    const before = await count();
    expect(before).toEqual({ g: 1, c: DEMO_CONTACTS.length });
    expect(await seedDemoData(ds, { storage })).toEqual({ created: 0 });
    expect(await count()).toEqual(before);

    const rows: { shortcode: string; title: string; contacts: number }[] = await ds.query(
      `SELECT t.shortcode, g.title, (SELECT count(*) FROM contact c WHERE c.contact_group_id = g.id)::int AS contacts
         FROM contact_group g JOIN tenant t ON t.id = g.tenant_id`,
    );
    expect(rows).toEqual([{ shortcode: 'sv-goethe', title: DEMO_CONTACT_GROUP_TITLE, contacts: DEMO_CONTACTS.length }]);
    for (const contact of DEMO_CONTACTS) expect(validateContact(contact)).toEqual([]);
  });
});
