// News and profile project e2e helpers: a group with a logged-in member at every level, objects created as
// the web sends them (JSON, or multipart with an image), and the URLs of both kinds.
import type { Test } from 'supertest';
import { TenantType } from '#shared/levels';
import { hasPermission, Permission } from '#shared/permissions';
import type { TestApp } from '../helpers/app';
import { groupAtEveryLevel } from '../helpers/level-group';
import type { Fixtures } from '../helpers/test-app';

export const PATHS = ['news', 'project'] as const;
export type ObjectPath = (typeof PATHS)[number];

export async function objectGroup(t: Fixtures & TestApp, type: TenantType = TenantType.SV) {
  const { tenant, members } = await groupAtEveryLevel(t, type);
  const base = `/api/profile/tenant/${tenant._id}`;
  return {
    tenant,
    members,
    base,
    url: (path: ObjectPath = 'news') => `${base}/${path}`,
    as: (level: number) => members[level].client,
    /** The levels of this group's type that hold the permission. */
    levelsWith: (permission: Permission) =>
      Object.keys(members)
        .map(Number)
        .filter((l) => hasPermission(type, l, permission)),
  };
}
export type ObjectGroup = Awaited<ReturnType<typeof objectGroup>>;

export const objectBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Neue Bänke für den Schulhof',
  content: '<p>Ab Montag stehen <strong>vier neue Bänke</strong> bereit.</p>',
  ...overrides,
});

export interface ObjectView {
  _id: string;
  title: string;
  status: string;
  image: { _id: string; name: string; mimeType: string } | null;
  mayEdit: boolean;
  mayDelete: boolean;
  transitions: string[];
  publishedAt: string | null;
}

/** Creates an object as `level` (JSON) and returns its view; fails the test on anything but 201. */
export async function createObject(g: ObjectGroup, level: number, overrides: Record<string, unknown> = {}, path: ObjectPath = 'news') {
  const res = await g.as(level).post(g.url(path)).send(objectBody(overrides));
  if (res.status !== 201) throw new Error(`creating a ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as ObjectView;
}

/** Multipart as the web's FormData sends it: text fields, the image in `image`. */
export function multipart(req: Test, fields: Record<string, string>, image?: { name: string; body: Buffer }): Test {
  for (const [key, value] of Object.entries(fields)) req.field(key, value);
  if (image) req.attach('image', image.body, image.name);
  return req;
}

/** Ids of the list's items as the level sees it. */
export async function visibleIds(g: ObjectGroup, level: number, path: ObjectPath = 'news'): Promise<string[]> {
  const res = await g.as(level).get(g.url(path)).query({ pageSize: 200 });
  if (res.status !== 200) throw new Error(`listing failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.items as { _id: string }[]).map((i) => i._id);
}
