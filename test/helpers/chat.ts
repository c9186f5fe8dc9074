// Chat fixtures: a group with members at the levels the chat rules care about, multipart sends and the
// rows a refused request must leave untouched.
import type { Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { SvLevel } from '#shared/levels';
import type { TestApp } from './app';
import type { Fixtures } from './test-app';

export type ChatFiles = { name: string; body: Buffer }[];

/** Sends `content` (when given) and the files in the chat's `files` field, as the web composer does. */
export function chatMultipart(req: Test, content: string | undefined, files: ChatFiles = []): Test {
  if (content !== undefined) req.field('content', content);
  for (const file of files) req.attach('files', file.body, file.name);
  return req;
}

export interface ChatMember {
  user: { _id: string; mail: string; firstName: string; lastName: string };
  client: TestAgent;
}

/** An SV group with an admin (chat:delete), two members (chat:create) and a guest (reads only). */
export async function chatGroup(t: Fixtures) {
  const tenant = await t.tenant();
  const make = async (level: number, firstName: string): Promise<ChatMember> => {
    const user = await t.member(tenant, level, { firstName, lastName: 'Test' });
    return { user: user as ChatMember['user'], client: await t.login(user) };
  };
  const admin = await make(SvLevel.SV_ADMIN, 'Anna');
  const member = await make(SvLevel.SV_MEMBER, 'Ben');
  const other = await make(SvLevel.SV_MEMBER, 'Cem');
  const guest = await make(SvLevel.GUEST, 'Gina');
  const url = `/api/chat/private/p2g/${tenant._id}/general`;
  return { tenant, admin, member, other, guest, url };
}

/** Every chat row, to prove a refused request stored nothing. */
export async function chatState(t: TestApp) {
  const [row] = await t.dataSource.query(
    `SELECT (SELECT count(*) FROM chat_conversation)::int AS conversations, (SELECT count(*) FROM chat_message)::int AS messages,
            (SELECT count(*) FROM material WHERE owner_kind = 'CHAT_MESSAGE')::int AS files`,
  );
  return row as { conversations: number; messages: number; files: number };
}
