// Chat demo data for `npm run up`: a lively general chat in the SV Goethe-Gymnasium and private chats
// between demo users, with read marks that leave a few messages unread (badges to look at). Found by
// natural keys (the group, the pair; a message by conversation, sender and text), so a second run changes
// nothing; the times are those of the first run.
import type { EntityManager } from 'typeorm';
import type { Tenant } from '../src/core/identity/tenant.entity';
import type { User } from '../src/core/identity/user.entity';
import { orderedPair } from '../src/modules/chat/chat-conversation.repository';
import { ChatConversation } from '../src/modules/chat/entities/chat-conversation.entity';
import { ChatMessage } from '../src/modules/chat/entities/chat-message.entity';
import { ChatReadState } from '../src/modules/chat/entities/chat-read-state.entity';
import { seedChatReport } from './seed-chat-report';

/** [sender, text, minutes before the first run]. */
type Line = [by: string, content: string, minutesAgo: number];

const EMMA = 'emma.schulsprecherin@plenum.test';
const WEBER = 'weber.lehrerin@plenum.test';
const JONAS = 'jonas.vorstand@plenum.test';
const MIA = 'mia.mitglied@plenum.test';
const PAUL = 'paul.klassensprecher@plenum.test';

export const GOETHE_CHAT: Line[] = [
  [EMMA, 'Guten Morgen zusammen! Die Tagesordnung für Dienstag hängt im Kalender.', 2 * 24 * 60],
  [JONAS, 'Danke! Ich bringe die Liste mit den Ideen fürs Sommerfest mit.', 2 * 24 * 60 - 12],
  [MIA, 'Können wir auch über die Schülerzeitung sprechen? Wir suchen noch Leute für die Redaktion.', 2 * 24 * 60 - 30],
  [EMMA, 'Klar, ich setze es als Punkt 3 drauf.', 2 * 24 * 60 - 34],
  [PAUL, 'Die 7b fragt, ob es wieder einen Kuchenverkauf gibt 🍰', 24 * 60 + 95],
  [WEBER, 'Der Kuchenverkauf ist mit der Schulleitung abgesprochen: Freitag in der großen Pause.', 24 * 60 + 80],
  [JONAS, 'Super, dann machen wir eine Helferliste. Wer hat Zeit?', 24 * 60 + 78],
  [MIA, 'Ich bin dabei!', 24 * 60 + 75],
  [PAUL, 'Ich auch, und ich frage noch zwei aus meiner Klasse.', 24 * 60 + 70],
  [EMMA, 'Erinnerung: Bis Freitag bitte eure Ideen in die Umfrage eintragen.', 300],
  [JONAS, 'Wie viele Stände planen wir fürs Sommerfest? Letztes Jahr waren es zwölf.', 95],
  [WEBER, 'Zwölf ist realistisch. Für mehr fehlen uns Tische.', 60],
  [MIA, 'Der Förderverein hätte noch Pavillons, ich frage nach.', 25],
  [PAUL, 'Sitzung morgen wieder in Raum 204?', 8],
];

/** Private chats: the pair and their lines (the first user writes first). */
export const PRIVATE_CHATS: { between: [string, string]; lines: Line[] }[] = [
  {
    between: [EMMA, MIA],
    lines: [
      [EMMA, 'Hi Mia, hättest du Lust, die Redaktion der Schülerzeitung zu übernehmen?', 180],
      [MIA, 'Oh, gern! Was müsste ich da machen?', 170],
      [EMMA, 'Vor allem Artikel sammeln und einmal im Monat das Layout. Ich schicke dir die Unterlagen.', 20],
    ],
  },
  {
    between: [JONAS, PAUL],
    lines: [
      [JONAS, 'Paul, kannst du die Helferliste für den Kuchenverkauf in deiner Klasse rumgeben?', 24 * 60],
      [PAUL, 'Mach ich morgen in der ersten Stunde.', 24 * 60 - 45],
    ],
  },
  {
    between: [EMMA, WEBER],
    lines: [
      [EMMA, 'Frau Weber, dürfen wir für die Sitzung am Dienstag die Aula nutzen?', 400],
      [WEBER, 'Ich frage beim Hausmeister nach und melde mich.', 390],
    ],
  },
];

/** How many of the newest lines each user has not read yet (everything else is read). */
const UNREAD: { chat: 'sv-goethe' | [string, string]; reader: string; unread: number }[] = [
  { chat: 'sv-goethe', reader: EMMA, unread: 3 },
  { chat: 'sv-goethe', reader: JONAS, unread: 1 },
  { chat: 'sv-goethe', reader: MIA, unread: 0 },
  { chat: [EMMA, MIA], reader: MIA, unread: 1 },
  { chat: [EMMA, MIA], reader: EMMA, unread: 0 },
  { chat: [JONAS, PAUL], reader: JONAS, unread: 0 },
  { chat: [JONAS, PAUL], reader: PAUL, unread: 0 },
  { chat: [EMMA, WEBER], reader: EMMA, unread: 1 },
];

export async function seedChat(m: EntityManager, tenants: Map<string, Tenant>, users: Map<string, User>, onCreate: () => void) {
  const now = Date.now();
  const id = (mail: string) => users.get(mail)!._id;
  const conversationIds = new Map<string, string>();

  const tenantId = tenants.get('sv-goethe')!._id;
  // Messages from before a member joined never count as unread: the demo members "joined" before the chat
  // began (the seed creates them just now), so that the unread badges below show.
  const chatBegan = new Date(now - (Math.max(...GOETHE_CHAT.map((l) => l[2])) + 60) * 60_000);
  await m.query(`UPDATE membership SET joined_at = $2 WHERE tenant_id = $1 AND joined_at > $2`, [tenantId, chatBegan]);
  const group = await conversation(m, { kind: 'GROUP', tenantId }, onCreate);
  conversationIds.set('sv-goethe', group._id);
  await lines(m, group, GOETHE_CHAT, id, now, onCreate);
  await seedChatReport(m, tenants, users, onCreate);

  for (const chat of PRIVATE_CHATS) {
    const [userAId, userBId] = orderedPair(id(chat.between[0]), id(chat.between[1]));
    const pair = await conversation(m, { kind: 'PRIVATE', userAId, userBId }, onCreate);
    conversationIds.set(chat.between.join('|'), pair._id);
    await lines(m, pair, chat.lines, id, now, onCreate);
  }

  for (const mark of UNREAD) {
    const conversationId = conversationIds.get(typeof mark.chat === 'string' ? mark.chat : mark.chat.join('|'))!;
    const userId = id(mark.reader);
    if (await m.findOneBy(ChatReadState, { userId, conversationId })) continue;
    // In SQL: the mark keeps created_at to the microsecond (a JS Date would cut it, and the message would count again).
    const rows: unknown[] = await m.query(
      `INSERT INTO chat_read_state (user_id, conversation_id, last_read_message_id, last_read_at)
       SELECT $1, conversation_id, id, created_at FROM chat_message WHERE conversation_id = $2
       ORDER BY created_at DESC, id DESC OFFSET $3 LIMIT 1 RETURNING id`,
      [userId, conversationId, mark.unread],
    );
    if (rows.length) onCreate();
  }
}

async function conversation(m: EntityManager, key: Partial<ChatConversation>, onCreate: () => void): Promise<ChatConversation> {
  const existing = await m.findOneBy(ChatConversation, key as never);
  if (existing) return existing;
  onCreate();
  return m.save(ChatConversation, m.create(ChatConversation, key));
}

async function lines(
  m: EntityManager,
  chat: ChatConversation,
  all: Line[],
  id: (mail: string) => string,
  now: number,
  onCreate: () => void,
) {
  for (const [by, content, minutesAgo] of all) {
    const senderId = id(by);
    if (await m.findOneBy(ChatMessage, { conversationId: chat._id, senderId, content })) continue;
    onCreate();
    const createdAt = new Date(now - minutesAgo * 60_000);
    await m.save(ChatMessage, m.create(ChatMessage, { conversationId: chat._id, senderId, content, createdAt, updatedAt: createdAt }));
    if (!chat.lastMessageAt || chat.lastMessageAt < createdAt) {
      chat.lastMessageAt = createdAt;
      await m.update(ChatConversation, { _id: chat._id }, { lastMessageAt: createdAt });
    }
  }
}
