// The news and projects demo data (seedProfileObjects in api/scripts/seed-profile.ts) in a database of its
// own: published news and projects of the public Goethe-Gymnasium (two with a stored, resized image), one
// news item waiting for examination and one draft; a second run adds nothing.
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { seedDemoData } from '../../api/scripts/seed';
import { useSeedDatabase } from '../helpers/seed-database';

async function bytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('profile objects: demo data', () => {
  const seed = useSeedDatabase();

  it('gives the Goethe-Gymnasium published news and projects and one news item in examination, once', async () => {
    const { ds, storage } = seed;
    await seedDemoData(ds, { storage });
    const count = async () =>
      (await ds.query(`SELECT (SELECT count(*) FROM profile_object)::int o, (SELECT count(*) FROM material)::int m`))[0];
    const before = await count();
    expect(await seedDemoData(ds, { storage })).toEqual({ created: 0 });
    expect(await count()).toEqual(before);

    const rows: { kind: string; status: string; n: number; images: number; authored: number; dated: number }[] = await ds.query(
      `SELECT o.kind, o.status, count(*)::int AS n, count(o.image_id)::int AS images, count(o.author_id)::int AS authored,
              count(o.published_at)::int AS dated
         FROM profile_object o JOIN tenant t ON t.id = o.tenant_id
        WHERE t.shortcode = 'sv-goethe' GROUP BY o.kind, o.status ORDER BY o.kind, o.status`,
    );
    expect(rows).toEqual([
      { kind: 'NEWS', status: 'DRAFT', n: 1, images: 0, authored: 1, dated: 0 },
      { kind: 'NEWS', status: 'EXAMINATION', n: 1, images: 0, authored: 1, dated: 0 },
      { kind: 'NEWS', status: 'PUBLISHED', n: 2, images: 1, authored: 2, dated: 2 },
      { kind: 'PROJECT', status: 'PUBLISHED', n: 2, images: 1, authored: 2, dated: 2 },
    ]);

    const images: { storage_key: string; mime_type: string; owner_kind: string }[] = await ds.query(
      `SELECT m.storage_key, m.mime_type, m.owner_kind FROM profile_object o JOIN material m ON m.id = o.image_id
        WHERE m.owner_id = o.id ORDER BY m.owner_kind`,
    );
    expect(images.map((i) => [i.owner_kind, i.mime_type])).toEqual([
      ['PROFILE_NEWS', 'image/jpeg'],
      ['PROFILE_PROJECT', 'image/jpeg'],
    ]);
    for (const image of images) {
      const meta = await sharp(await bytes((await storage.open(image.storage_key))!.stream)).metadata();
      expect([meta.format, meta.width]).toEqual(['jpeg', 1200]);
    }
  });
});
