// The chat's demo data (api/scripts/seed-chat.ts) in a database of its own: a lively group chat in the
// SV Goethe-Gymnasium, private chats between demo users, unread badges, and nothing new on a second run.
import { PreparedQueries } from '#api/core/database/prepared-query';
import { ChatMessageRepository } from '#api/modules/chat/chat-message.repository';
import { seedDemoData } from '../../api/scripts/seed';
import { GOETHE_CHAT, PRIVATE_CHATS } from '../../api/scripts/seed-chat';
import { useSeedDatabase } from '../helpers/seed-database';

describe('chat demo data', () => {
  const seed = useSeedDatabase();

  it('fills the Goethe group chat and private chats with unread badges, and a second run changes nothing', async () => {
    const { ds, storage } = seed;
    await seedDemoData(ds, { storage });
    const counts = async () =>
      (
        await ds.query(
          `SELECT (SELECT count(*) FROM chat_conversation)::int c, (SELECT count(*) FROM chat_message)::int m, (SELECT count(*) FROM chat_read_state)::int r`,
        )
      )[0];
    const before = await counts();
    expect(before.c).toBe(1 + PRIVATE_CHATS.length);
    expect(await seedDemoData(ds, { storage })).toEqual({ created: 0 });
    expect(await counts()).toEqual(before);

    const [group] = await ds.query(
      `SELECT c.id, count(m.id)::int AS n FROM chat_conversation c JOIN tenant t ON t.id = c.tenant_id
       JOIN chat_message m ON m.conversation_id = c.id WHERE t.shortcode = 'sv-goethe' GROUP BY c.id`,
    );
    // Every line of the demo chat (the moderation demo adds its reported message to the same chat).
    expect(group.n).toBeGreaterThanOrEqual(GOETHE_CHAT.length);
    const [emma] = await ds.query(
      `SELECT u.id, m.joined_at FROM user_account u JOIN membership m ON m.user_id = u.id JOIN tenant t ON t.id = m.tenant_id
       WHERE u.mail = 'emma.schulsprecherin@plenum.test' AND t.shortcode = 'sv-goethe'`,
    );
    const messages = new ChatMessageRepository(ds, new PreparedQueries(ds, true));
    // Counted as the API counts: only messages after joining.
    expect(await messages.unreadCount(group.id, emma.id, emma.joined_at)).toBe(3);
    const page = await messages.page(group.id, null, 2);
    expect(page.map((r) => r.content)).toEqual([GOETHE_CHAT[GOETHE_CHAT.length - 1][1], GOETHE_CHAT[GOETHE_CHAT.length - 2][1]]);
  });
});
