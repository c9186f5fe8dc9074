// The data bench:chat needs: one group with a posting sender and many reading members, each reader with a
// live session and its access cookie. The readers are written in a few set-based statements and their
// cookies signed here with the API's own key and library, instead of a thousand argon2 logins (about
// 25 ms of CPU each): the handshake checks token and session exactly as after a login.
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { deriveKey } from '#api/infrastructure/crypto/keys';
import { PasswordHasher } from '#api/modules/auth/password.hasher';
import { PlatformLevel, SvLevel, TenantType } from '#shared/levels';
import { BENCH_JWT_SECRET, BENCH_PASSWORD } from './bench-kit';

export interface ChatBenchGroup {
  tenantId: string;
  senderMail: string;
  senderId: string;
  /** Each reader's session and `access_token=...` cookie, one socket each. */
  readers: { userId: string; sessionId: string; cookie: string }[];
}

/** A group with one SV admin who posts and `readers` SV members; every session lives for `hours`. */
export async function seedChatGroup(databaseUrl: string, readers: number, hours = 4): Promise<ChatBenchGroup> {
  const ds = await new DataSource({ type: 'postgres', url: databaseUrl }).initialize();
  try {
    const passwordHash = await new PasswordHasher().hash(BENCH_PASSWORD);
    const [tenant] = await ds.query(`INSERT INTO tenant (name, type, shortcode) VALUES ('Bench-Chat', $1, 'BENCHCHAT') RETURNING id`, [
      TenantType.SV,
    ]);
    const senderMail = 'bench-sender@plenum.test';
    const [sender] = await ds.query(
      `INSERT INTO user_account (mail, password_hash, first_name, last_name, permission_level, terms_accepted_at, verified_at)
       VALUES ($1, $2, 'Bench', 'Absenderin', $3, now(), now()) RETURNING id`,
      [senderMail, passwordHash, PlatformLevel.SV_MEMBER],
    );
    // Members since yesterday: the history below and every bench message lie after their joining.
    await ds.query(`INSERT INTO membership (tenant_id, user_id, level, joined_at) VALUES ($1, $2, $3, now() - interval '400 days')`, [
      tenant.id,
      sender.id,
      SvLevel.SV_ADMIN,
    ]);
    const users: { id: string }[] = await ds.query(
      `INSERT INTO user_account (mail, password_hash, first_name, last_name, permission_level, terms_accepted_at, verified_at)
       SELECT 'bench-reader-' || i || '@plenum.test', $1, 'Leserin', 'Nummer ' || i, $2, now(), now()
         FROM generate_series(1, $3) AS i RETURNING id`,
      [passwordHash, PlatformLevel.SV_MEMBER, readers],
    );
    const ids = users.map((u) => u.id);
    await ds.query(
      `INSERT INTO membership (tenant_id, user_id, level, joined_at) SELECT $1, unnest($2::uuid[]), $3, now() - interval '400 days'`,
      [tenant.id, ids, SvLevel.SV_MEMBER],
    );
    const sessions: { id: string; user_id: string }[] = await ds.query(
      `INSERT INTO auth_session (user_id, expires_at) SELECT unnest($1::uuid[]), now() + $2 * interval '1 hour' RETURNING id, user_id`,
      [ids, hours],
    );
    const jwt = new JwtService({ secret: deriveKey(BENCH_JWT_SECRET, 'access-token') });
    const sign = (s: { id: string; user_id: string }) =>
      jwt.sign({ sub: s.user_id, sid: s.id }, { expiresIn: hours * 3600, algorithm: 'HS256' });
    const readerList = sessions.map((s) => ({ userId: s.user_id, sessionId: s.id, cookie: `access_token=${sign(s)}` }));
    await ds.query('ANALYZE');
    return { tenantId: tenant.id, senderMail, senderId: sender.id, readers: readerList };
  } finally {
    await ds.destroy();
  }
}
