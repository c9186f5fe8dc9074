// Storage quotas (issue 24 §8): every upload counts against its group's quota, private chat files against
// the sender's own; a full quota answers 413 naming the configured size and stores nothing (no row, no
// file, no owner, no message); two uploads that each fit alone cannot both pass; deleting frees the space;
// the group's administrators read the use at GET /api/tenant/tenant/{id}/storage.
import { randomUUID } from 'node:crypto';
import { USAGE_SQL } from '#api/modules/files/storage-usage.repository';
import { FILE_MESSAGES } from '#shared/files';
import { SvLevel } from '#shared/levels';
import { CREATE_TEST_OWNER_TABLE, MaterialTestModule, TEST_OWNER_TABLE } from '../fixtures/files/material-test.module';
import { PLAIN_TEXT, textOfSize } from '../fixtures/files/sample-files';
import { makeUploadDirs } from '../fixtures/files/upload-dirs';
import { chatGroup, chatMultipart, chatState } from '../helpers/chat';
import { apiError, FORBIDDEN, NOT_FOUND } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

const MB = 1024 * 1024;
const GROUP_FULL = apiError(413, 'STORAGE_QUOTA_EXCEEDED', 'Der Speicherplatz dieser Gruppe (60 MB) ist voll.');
const PRIVATE_FULL = apiError(413, 'STORAGE_QUOTA_EXCEEDED', 'Dein Speicherplatz für private Nachrichten (20 MB) ist voll.');

describe('files: storage quotas', () => {
  const dirs = makeUploadDirs();
  afterAll(() => dirs.cleanup());
  const t = useTestApp({
    workers: false,
    imports: [MaterialTestModule],
    env: { UPLOAD_DIR: dirs.uploads, TENANT_STORAGE_QUOTA_MB: '60', USER_STORAGE_QUOTA_MB: '20' },
  });
  beforeAll(() => t.dataSource.query(CREATE_TEST_OWNER_TABLE));

  /** A file stored earlier, as a row only: the quota sums the rows, so this is the group's (or person's) use. */
  async function storedEarlier(tenantId: string, size: number, options: { privateChatOf?: string } = {}) {
    const [row] = await t.dataSource.query(
      `INSERT INTO material (tenant_id, owner_kind, owner_id, name, size, mime_type, storage_key, uploaded_by, private_chat)
       VALUES ($1, 'TEST_MATERIAL_OWNER', $2, 'alt.pdf', $3, 'application/pdf', $4, $5, $6) RETURNING id`,
      [tenantId, randomUUID(), size, `xx/${randomUUID()}`, options.privateChatOf ?? null, options.privateChatOf !== undefined],
    );
    return row.id as string;
  }

  async function state(tenantId: string) {
    const [row] = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM material WHERE tenant_id = $1) AS materials,
              (SELECT count(*)::int FROM ${TEST_OWNER_TABLE} WHERE tenant_id = $1) AS owners`,
      [tenantId],
    );
    return { ...row, stored: dirs.stored().length };
  }

  it('answers 413 naming the group quota once an upload would overrun it, and stores nothing of the request', async () => {
    const s = await t.memberSession({ level: SvLevel.SV_MEMBER });
    await storedEarlier(s.tenant._id, 60 * MB - 1000);
    const before = await state(s.tenant._id);
    const url = `/api/test-files/tenant/${s.tenant._id}/owner`;

    const over = await s.client.post(url).field('title', 'Zu viel').attach('newUploads', textOfSize(1001), 'protokoll.txt');
    expect({ status: over.status, body: over.body }).toEqual({ status: 413, body: GROUP_FULL });
    expect(await state(s.tenant._id)).toEqual(before);

    // Exactly up to the quota still fits.
    const fits = await s.client.post(url).attach('newUploads', textOfSize(1000), 'protokoll.txt');
    expect(fits.status).toBe(201);
    expect(await state(s.tenant._id)).toEqual({ materials: 2, owners: 1, stored: before.stored + 1 });
  });

  it('lets only one of two uploads through that each fit alone but not together (the check holds a lock)', async () => {
    const s = await t.memberSession({ level: SvLevel.SV_MEMBER });
    await storedEarlier(s.tenant._id, 60 * MB - 3 * MB);
    const url = `/api/test-files/tenant/${s.tenant._id}/owner`;
    const send = () => s.client.post(url).attach('newUploads', textOfSize(2 * MB), 'bericht.txt');
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 413]);
    const [row] = await t.dataSource.query('SELECT sum(size)::bigint AS used FROM material WHERE tenant_id = $1', [s.tenant._id]);
    expect(Number(row.used)).toBe(60 * MB - MB);
  });

  it('frees the space when content is deleted', async () => {
    const s = await t.memberSession({ level: SvLevel.SV_MEMBER });
    const url = `/api/test-files/tenant/${s.tenant._id}/owner`;
    await storedEarlier(s.tenant._id, 60 * MB - 2 * MB);
    const first = await s.client.post(url).attach('newUploads', textOfSize(2 * MB), 'a.txt');
    expect(first.status).toBe(201);
    expect((await s.client.post(url).attach('newUploads', PLAIN_TEXT, 'b.txt')).body).toEqual(GROUP_FULL);
    expect((await s.client.delete(`${url}/${first.body._id}`)).status).toBe(200);
    expect((await s.client.post(url).attach('newUploads', PLAIN_TEXT, 'b.txt')).status).toBe(201);
  });

  it('shows the group’s use and quota to its administrators only: 403 for members, 404 for another group', async () => {
    const admin = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const tenantId = admin.tenant._id;
    await storedEarlier(tenantId, 5000);
    // A private chat file hosted by this group counts for its sender, not for the group.
    await storedEarlier(tenantId, 7000, { privateChatOf: admin.user._id });
    const url = `/api/tenant/tenant/${tenantId}/storage`;

    const res = await admin.client.get(url);
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { usedBytes: 5000, quotaBytes: 60 * MB } });

    const member = await t.login(await t.member(admin.tenant, SvLevel.SV_BOARD));
    const forbidden = await member.get(url);
    expect({ status: forbidden.status, body: forbidden.body }).toEqual({ status: 403, body: FORBIDDEN });

    const otherAdmin = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const foreign = await otherAdmin.client.get(url);
    expect({ status: foreign.status, body: foreign.body }).toEqual({ status: 404, body: NOT_FOUND });
    expect((await t.client().get(url)).status).toBe(401);
  });

  it('counts private chat files against the sender’s own quota: 413 naming it, no message, no file', async () => {
    const group = await chatGroup(t);
    const sender = group.member;
    await storedEarlier(group.tenant._id, 20 * MB - 1000, { privateChatOf: sender.user._id });
    const url = `/api/chat/private/p2p/${group.other.user._id}`;
    const before = { chat: await chatState(t), stored: dirs.stored().length };

    const over = await chatMultipart(sender.client.post(url), 'Hier die Datei', [{ name: 'liste.txt', body: textOfSize(1001) }]);
    expect({ status: over.status, body: over.body }).toEqual({ status: 413, body: PRIVATE_FULL });
    expect({ chat: await chatState(t), stored: dirs.stored().length }).toEqual(before);

    // The partner's quota and the group's are their own: both still upload.
    const back = await chatMultipart(group.other.client.post(`/api/chat/private/p2p/${sender.user._id}`), 'Danke', [
      { name: 'antwort.txt', body: textOfSize(1001) },
    ]);
    expect(back.status).toBe(201);
    const [row] = await t.dataSource.query('SELECT private_chat FROM material WHERE owner_id = $1', [back.body._id]);
    expect(row.private_chat).toBe(true);
    const groupUpload = await sender.client
      .post(`/api/test-files/tenant/${group.tenant._id}/owner`)
      .attach('newUploads', textOfSize(1001), 'a.txt');
    expect(groupUpload.status).toBe(201);
  });

  it('sums the use through the partial indexes that include the size, never by reading the whole table', async () => {
    const plans: Record<string, string> = {};
    await t.dataSource.transaction(async (manager) => {
      // The test table is small: forbid the sequential scan to see which index the query can use.
      await manager.query('SET LOCAL enable_seqscan = off');
      for (const [kind, sql] of Object.entries(USAGE_SQL)) {
        const rows: { 'QUERY PLAN': string }[] = await manager.query(`EXPLAIN ${sql.replace('$1', `'${randomUUID()}'`)}`);
        plans[kind] = rows.map((row) => row['QUERY PLAN']).join('\n');
      }
    });
    expect(plans.group).toMatch(/Index Only Scan using idx_material_tenant_usage/);
    expect(plans.private).toMatch(/Index Only Scan using idx_material_private_usage/);
  });

  it('names the message for a full group quota in German with the configured size', () => {
    expect(FILE_MESSAGES.groupStorageFull(2000)).toBe('Der Speicherplatz dieser Gruppe (2.000 MB) ist voll.');
  });
});
