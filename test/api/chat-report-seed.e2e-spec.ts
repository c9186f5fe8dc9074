// The open demo report of `npm run up` (issue 13): created once, found again on a second run (also after
// it was handled), and waiting for the moderation with its message and context.
import type { Tenant } from '#api/core/identity/tenant.entity';
import type { User } from '#api/core/identity/user.entity';
import { SvLevel } from '#shared/levels';
import { DEMO_REPORT, seedChatReport } from '../../api/scripts/seed-chat-report';
import { groupMessage, MODERATION } from '../fixtures/chat-report';
import { useTestApp } from '../helpers/test-app';

describe('chat: the demo report', () => {
  const t = useTestApp({ workers: false });

  it('creates one open report of a group message, and nothing on a second run', async () => {
    const tenant = await t.tenant();
    const sender = await t.member(tenant, SvLevel.CLASS_SPEAKER, { firstName: 'Paul', lastName: 'Hoffmann' });
    const reporter = await t.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Mia', lastName: 'Wagner' });
    const earlier = await groupMessage(t.dataSource, tenant._id, reporter._id, 'Wer hilft beim Sommerfest?');
    // The demo chat's messages lie before the reported one (written an hour before the seed runs).
    await t.dataSource.query(`UPDATE chat_message SET created_at = now() - interval '2 hours' WHERE id = $1`, [earlier]);
    const tenants = new Map<string, Tenant>([[DEMO_REPORT.shortcode, tenant]]);
    const users = new Map<string, User>([
      [DEMO_REPORT.sender, sender],
      [DEMO_REPORT.reporter, reporter],
    ]);
    const run = async () => {
      let created = 0;
      await t.dataSource.transaction((m) => seedChatReport(m, tenants, users, () => created++));
      return created;
    };

    expect(await run()).toBe(2);
    expect(await run()).toBe(0);
    const reports = await t.dataSource.query(
      `SELECT r.id, r.state, r.reason, r.original_content FROM chat_report r WHERE r.reporter_id = $1`,
      [reporter._id],
    );
    expect(reports).toEqual([{ id: expect.any(String), state: 'OPEN', reason: 'INSULT', original_content: DEMO_REPORT.content }]);

    const moderator = await t.login(await t.user({ permissionLevel: MODERATION }));
    const detail = await moderator.get(`/api/chat/admin/report/${reports[0].id}`);
    expect(detail.body).toMatchObject({
      state: 'OPEN',
      sender: { name: 'Paul Hoffmann' },
      reporter: { name: 'Mia Wagner' },
      message: { content: DEMO_REPORT.content, removed: false },
      conversation: { kind: 'GROUP', tenant: { _id: tenant._id } },
    });
    expect(detail.body.context.map((m: { content: string }) => m.content)).toEqual(['Wer hilft beim Sommerfest?']);

    // Handled by the demo moderator, it stays handled: a later run opens no new report.
    await t.dataSource.query(`UPDATE chat_report SET state = 'CLOSED', action = 'DISMISS' WHERE id = $1`, [reports[0].id]);
    expect(await run()).toBe(0);
  });
});
