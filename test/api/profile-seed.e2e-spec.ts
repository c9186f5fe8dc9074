// The profile demo data (api/scripts/seed-profile.ts) in a database of its own: the Goethe-Gymnasium's
// public profile with contact data and two resized images that are really stored; a second run adds nothing.
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { seedDemoData } from '../../api/scripts/seed';
import { useSeedDatabase } from '../helpers/seed-database';

async function bytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('profile: demo data', () => {
  const seed = useSeedDatabase();

  it('gives the public SV Goethe-Gymnasium a profile with an avatar and a background image, once', async () => {
    const { ds, storage } = seed;
    await seedDemoData(ds, { storage });
    const count = async () => (await ds.query(`SELECT (SELECT count(*) FROM profile)::int p, (SELECT count(*) FROM material)::int m`))[0];
    const before = await count();
    expect(await seedDemoData(ds, { storage })).toEqual({ created: 0 });
    expect(await count()).toEqual(before);

    const [row] = await ds.query(
      `SELECT t.is_public, p.contact_email, p.description, p.background_width, p.background_height,
              a.storage_key AS avatar_key, a.mime_type AS avatar_type, a.owner_kind AS avatar_kind,
              b.storage_key AS background_key, b.mime_type AS background_type
         FROM profile p JOIN tenant t ON t.id = p.tenant_id
         JOIN material a ON a.id = p.avatar_image_id JOIN material b ON b.id = p.background_image_id
        WHERE t.shortcode = 'sv-goethe'`,
    );
    expect(row).toMatchObject({
      is_public: true,
      contact_email: 'sv@goethe-gymnasium.example',
      background_width: 1600,
      background_height: 480,
      avatar_type: 'image/png',
      avatar_kind: 'PROFILE',
      background_type: 'image/jpeg',
    });
    expect(row.description).toContain('<strong>Schülervertretung des Goethe-Gymnasiums</strong>');
    const avatar = await sharp(await bytes((await storage.open(row.avatar_key))!.stream)).metadata();
    expect([avatar.format, avatar.width, avatar.height]).toEqual(['png', 256, 256]);
    const background = await sharp(await bytes((await storage.open(row.background_key))!.stream)).metadata();
    expect([background.format, background.width, background.height]).toEqual(['jpeg', 1600, 480]);
  });
});
