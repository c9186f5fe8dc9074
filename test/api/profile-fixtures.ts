// Profile e2e helpers: a group with a member at every level, profile saves as the web's FormData sends them
// (text parts plus the image files avatarImage/backgroundImage), and real pictures made with sharp.
import sharp from 'sharp';
import type { Test } from 'supertest';
import { TenantType } from '#shared/levels';
import type { TestApp } from '../helpers/app';
import { binary } from '../helpers/downloads';
import { groupAtEveryLevel } from '../helpers/level-group';
import type { Fixtures } from '../helpers/test-app';

export async function profileGroup(t: Fixtures & TestApp, type: TenantType = TenantType.SV, options: { isPublic?: boolean } = {}) {
  const { tenant, members } = await groupAtEveryLevel(t, type);
  if (options.isPublic) await t.dataSource.query(`UPDATE tenant SET is_public = true WHERE id = $1`, [tenant._id]);
  const url = `/api/profile/tenant/${tenant._id}`;
  return { tenant, members, url, as: (level: number) => members[level].client };
}
export type ProfileGroup = Awaited<ReturnType<typeof profileGroup>>;

export type ImageFile = { field: 'avatarImage' | 'backgroundImage'; body: Buffer; name: string };

/** Multipart as the web sends it: text parts, then the image files in their fields. */
export function profileForm(req: Test, fields: Record<string, string>, files: ImageFile[] = []): Test {
  for (const [key, value] of Object.entries(fields)) req.field(key, value);
  for (const file of files) req.attach(file.field, file.body, file.name);
  return req;
}

/** A real picture of the given size and format, plain colour. */
export function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

export async function dimensionsOf(body: Buffer) {
  const meta = await sharp(body).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

/** The file of a download route as bytes. */
export const download = (req: Test) => req.buffer(true).parse(binary);

/** Everything the profile stores of a tenant, to prove a refused request changed nothing. */
export async function profileState(t: TestApp, tenantId: string) {
  return {
    profile: await t.dataSource.query(`SELECT * FROM profile WHERE tenant_id = $1`, [tenantId]),
    materials: await t.dataSource.query(`SELECT * FROM material WHERE tenant_id = $1 ORDER BY id`, [tenantId]),
  };
}

export const PROFILE_TEXT = {
  description: '<p>Wir sind die <strong>SV</strong> des Goethe-Gymnasiums.</p>',
  contactPerson: 'Lea Sommer',
  contactEmail: 'SV@Goethe-Gymnasium.de',
  contactPhone: '+49 69 1234567',
  contactWebsite: 'https://sv.goethe-gymnasium.de',
  publicPerson: 'Jonas Weiß',
};
