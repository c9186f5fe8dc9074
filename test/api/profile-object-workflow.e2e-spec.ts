// News and profile projects: the status workflow for every role of every tenant type (issue 16 §2, §4):
// who may create, the forged PUBLISHED (403), drafts private to their author, examination for the author and
// reviewers, the publishers' mail, publishing, a published object edited without publish permission going
// back to EXAMINATION, edit and delete per the table or by the author while unpublished.
import { NetworkLevel, SsrLevel, SvLevel, TenantType } from '#shared/levels';
import { hasPermission } from '#shared/permissions';
import { ContentStatus, PROFILE_OBJECT_MESSAGES as PM } from '#shared/profile-objects';
import { createObject, objectBody, objectGroup, ObjectGroup, visibleIds } from '../fixtures/profile-object';
import { expectApiError, FORBIDDEN } from '../helpers/expect';
import { mailsTo, waitForMail } from '../helpers/mail';
import { useTestApp } from '../helpers/test-app';

const PUBLISH_FORBIDDEN = { statusCode: 403, code: 'PROFILE_OBJECT_PUBLISH_FORBIDDEN', message: PM.publishForbidden };
const NOT_FOUND = { statusCode: 404, code: 'PROFILE_OBJECT_NOT_FOUND', message: PM.notFound };
const SUBJECT = /^Zur Prüfung/;
const { DRAFT, EXAMINATION, PUBLISHED } = ContentStatus;

const TYPES: [TenantType, number][] = [
  [TenantType.SV, SvLevel.CLASS_SPEAKER],
  [TenantType.SSR, SsrLevel.SSR_BOARD],
  [TenantType.NETWORK, NetworkLevel.NETWORK_MEMBER],
];

describe('profile objects: the status workflow per role and tenant type', () => {
  const t = useTestApp();

  it.each(TYPES)('%s: only creators create, and only publishers may send PUBLISHED', async (type) => {
    const g = await objectGroup(t, type);
    const levels = Object.keys(g.members).map(Number);
    for (const level of levels) {
      const res = await g
        .as(level)
        .post(g.url())
        .send(objectBody({ title: `Entwurf ${level}` }));
      const creates = hasPermission(type, level, 'profile-object:create');
      expect({ level, status: res.status }).toEqual({ level, status: creates ? 201 : 403 });
      if (creates) expect(res.body).toMatchObject({ status: DRAFT, statusLabel: 'Entwurf', publishedAt: null });

      const forged = await g
        .as(level)
        .post(g.url('project'))
        .send(objectBody({ status: PUBLISHED }));
      if (!creates) expectApiError(forged, FORBIDDEN);
      else if (hasPermission(type, level, 'profile-object:publish')) {
        expect(forged.status).toBe(201);
        expect(forged.body).toMatchObject({ status: PUBLISHED, statusLabel: 'Veröffentlicht', publishedAt: expect.any(String) });
      } else expectApiError(forged, PUBLISH_FORBIDDEN);
    }
    // Nothing of a refused request was stored.
    const [{ n }] = await t.dataSource.query(`SELECT COUNT(*)::int AS n FROM profile_object WHERE tenant_id = $1 AND kind = 'PROJECT'`, [
      g.tenant._id,
    ]);
    expect(n).toBe(g.levelsWith('profile-object:publish').length);
  });

  it.each(TYPES)('%s: draft, submit, mail, publish, edit back to examination, delete', async (type, authorLevel) => {
    const g = await objectGroup(t, type);
    const levels = Object.keys(g.members).map(Number);
    const reviewers = levels.filter(
      (l) => hasPermission(type, l, 'profile-object:edit') || hasPermission(type, l, 'profile-object:publish'),
    );
    const publishers = g.levelsWith('profile-object:publish');
    const publisher = publishers[0];
    expect(hasPermission(type, authorLevel, 'profile-object:edit')).toBe(false);

    // A draft is its author's only, even for the group's administration.
    const draft = await createObject(g, authorLevel);
    expect(draft).toMatchObject({ mayEdit: true, mayDelete: true, transitions: [EXAMINATION] });
    await expectSeenBy(g, draft._id, [authorLevel]);

    // Submitting it: the author and the reviewers see it; every publisher but the author gets a mail.
    const submitted = await g.as(authorLevel).put(`${g.url()}/${draft._id}`).send({ status: EXAMINATION });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: EXAMINATION, statusLabel: 'Prüfung', transitions: [DRAFT] });
    await expectSeenBy(g, draft._id, [...new Set([authorLevel, ...reviewers])]);
    await t.drain();
    for (const level of publishers) {
      const mail = await waitForMail(g.members[level].user.mail, SUBJECT);
      expect(mail.text).toContain('Neue Bänke für den Schulhof');
      expect(mail.text).toContain('/sv/profile/news');
    }
    for (const level of levels.filter((l) => !publishers.includes(l))) {
      expect(await mailsTo(g.members[level].user.mail)).toHaveLength(0);
    }
    const waiting = await g.as(publisher).get(`${g.base}/waiting`);
    expect(waiting.body).toEqual({ news: 1, project: 0, total: 1 });

    // The author may not publish, not even by a forged status.
    expectApiError(await g.as(authorLevel).put(`${g.url()}/${draft._id}`).send({ status: PUBLISHED }), PUBLISH_FORBIDDEN);
    const reviewed = await g.as(publisher).get(`${g.url()}/${draft._id}`);
    expect(reviewed.body.transitions).toEqual([DRAFT, PUBLISHED]);

    const published = await g.as(publisher).put(`${g.url()}/${draft._id}`).send({ status: PUBLISHED });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: PUBLISHED, publishedAt: expect.any(String) });
    await expectSeenBy(g, draft._id, levels);
    expect((await g.as(publisher).get(`${g.base}/waiting`)).body.total).toBe(0);

    // Published, it is no longer the author's to change or delete.
    const asAuthor = await g.as(authorLevel).get(`${g.url()}/${draft._id}`);
    expect(asAuthor.body).toMatchObject({ mayEdit: false, mayDelete: false, transitions: [] });
    expectApiError(await g.as(authorLevel).put(`${g.url()}/${draft._id}`).send({ title: 'Geändert' }), FORBIDDEN);
    expectApiError(await g.as(authorLevel).delete(`${g.url()}/${draft._id}`), FORBIDDEN);

    // An editor without publish permission (SV board) changes it: back to examination, out of public view.
    for (const editor of g.levelsWith('profile-object:edit').filter((l) => !publishers.includes(l))) {
      const edited = await g.as(editor).put(`${g.url()}/${draft._id}`).send({ title: 'Vier neue Bänke' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ title: 'Vier neue Bänke', status: EXAMINATION });
      await t.drain();
      await waitForMail(g.members[publisher].user.mail, /Vier neue Bänke/);
      expect((await g.as(publisher).put(`${g.url()}/${draft._id}`).send({ status: PUBLISHED })).body.status).toBe(PUBLISHED);
    }
    // A publisher's edit keeps it published.
    const kept = await g.as(publisher).put(`${g.url()}/${draft._id}`).send({ content: '<p>Jetzt auch mit Tisch.</p>' });
    expect(kept.body).toMatchObject({ status: PUBLISHED, content: '<p>Jetzt auch mit Tisch.</p>' });

    // Delete per the table.
    for (const level of levels.filter((l) => !hasPermission(type, l, 'profile-object:delete'))) {
      expect((await g.as(level).delete(`${g.url()}/${draft._id}`)).status).toBe(403);
    }
    const deleter = g.levelsWith('profile-object:delete')[0];
    const deleted = await g.as(deleter).delete(`${g.url()}/${draft._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: PM.newsDeleted });
    expectApiError(await g.as(deleter).get(`${g.url()}/${draft._id}`), NOT_FOUND);
  });

  it('lets the author change and delete their own draft or submission; others cannot reach a draft', async () => {
    const g = await objectGroup(t, TenantType.SV);
    const mine = await createObject(g, SvLevel.SV_MEMBER, {}, 'project');
    // The administration cannot see, change or delete someone else's draft: it does not exist for them.
    expectApiError(
      await g
        .as(SvLevel.SV_ADMIN)
        .put(`${g.url('project')}/${mine._id}`)
        .send({ title: 'X' }),
      NOT_FOUND,
    );
    expectApiError(await g.as(SvLevel.SV_ADMIN).delete(`${g.url('project')}/${mine._id}`), NOT_FOUND);

    const changed = await g
      .as(SvLevel.SV_MEMBER)
      .put(`${g.url('project')}/${mine._id}`)
      .send({ title: 'Schülercafé', status: EXAMINATION });
    expect(changed.body).toMatchObject({ title: 'Schülercafé', status: EXAMINATION });
    // Another creator (not a reviewer) does not see the submission.
    expectApiError(await g.as(SvLevel.CLASS_SPEAKER).get(`${g.url('project')}/${mine._id}`), NOT_FOUND);
    // A reviewer may return it to the author as a draft; then only the author sees it again.
    const returned = await g
      .as(SvLevel.SV_BOARD)
      .put(`${g.url('project')}/${mine._id}`)
      .send({ status: DRAFT });
    expect(returned.body.status).toBe(DRAFT);
    expectApiError(await g.as(SvLevel.SV_BOARD).get(`${g.url('project')}/${mine._id}`), NOT_FOUND);

    const deleted = await g.as(SvLevel.SV_MEMBER).delete(`${g.url('project')}/${mine._id}`);
    expect(deleted.body).toEqual({ message: PM.projectDeleted });
  });
});

/** Exactly these levels see the object, by id and in the list. */
async function expectSeenBy(g: ObjectGroup, id: string, levels: number[]) {
  for (const level of Object.keys(g.members).map(Number)) {
    const sees = levels.includes(level);
    const res = await g.as(level).get(`${g.url()}/${id}`);
    expect({ level, status: res.status }).toEqual({ level, status: sees ? 200 : 404 });
    expect({ level, listed: (await visibleIds(g, level)).includes(id) }).toEqual({ level, listed: sees });
  }
}
