// Wiki e2e helpers: a group with a logged-in member at every level, wikis and chapters created as the web
// sends them (JSON, or multipart with files in newUploads).
import type { Test } from 'supertest';
import { SvLevel, TenantType } from '#shared/levels';
import type { TestApp } from '../helpers/app';
import { groupAtEveryLevel } from '../helpers/level-group';
import type { Fixtures } from '../helpers/test-app';

export async function wikiGroup(t: Fixtures & TestApp, type: TenantType = TenantType.SV) {
  const { tenant, members } = await groupAtEveryLevel(t, type);
  const base = `/api/knowledge/tenant/${tenant._id}`;
  return {
    tenant,
    members,
    url: `${base}/wiki`,
    searchUrl: `${base}/search`,
    sectionsUrl: (wikiId: string) => `${base}/wiki/${wikiId}/section`,
    as: (level: number) => members[level].client,
  };
}
export type WikiGroup = Awaited<ReturnType<typeof wikiGroup>>;

export interface WikiBody {
  _id: string;
  title: string;
  sections: { _id: string; title: string; position: number }[];
}

export interface SectionBody {
  _id: string;
  title: string;
  content: string;
  materials: { _id: string; name: string }[];
}

/** Creates a wiki as a board member (or `level`) and returns its view. */
export async function createWiki(g: WikiGroup, body: Record<string, unknown> = {}, level: number = SvLevel.SV_BOARD): Promise<WikiBody> {
  const res = await g
    .as(level)
    .post(g.url)
    .send({ title: 'SV-Handbuch', description: 'Alles für die SV', ...body });
  if (res.status !== 201) throw new Error(`creating a wiki failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as WikiBody;
}

/** Appends a chapter (JSON) as a board member and returns its view. */
export async function addSection(g: WikiGroup, wikiId: string, body: Record<string, unknown> = {}): Promise<SectionBody> {
  const res = await g
    .as(SvLevel.SV_BOARD)
    .post(g.sectionsUrl(wikiId))
    .send({ title: 'Kapitel', content: '<p>Text</p>', ...body });
  if (res.status !== 201) throw new Error(`adding a chapter failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as SectionBody;
}

/** Multipart as the web's FormData sends it: arrays as JSON text, files in newUploads. */
export function multipart(req: Test, fields: Record<string, unknown>, files: { name: string; body: Buffer }[] = []): Test {
  for (const [key, value] of Object.entries(fields)) req.field(key, typeof value === 'string' ? value : JSON.stringify(value));
  for (const file of files) req.attach('newUploads', file.body, file.name);
  return req;
}

/** Every wiki and chapter row of the tenant, to prove a refused request changed nothing. */
export async function wikiState(t: TestApp, tenantId: string) {
  const wikis = await t.dataSource.query(`SELECT * FROM wiki WHERE tenant_id = $1 ORDER BY id`, [tenantId]);
  const sections = await t.dataSource.query(`SELECT * FROM wiki_section WHERE tenant_id = $1 ORDER BY id`, [tenantId]);
  return { wikis, sections };
}
