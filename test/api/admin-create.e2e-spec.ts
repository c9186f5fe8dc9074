// `npm run admin:create` is the compiled script; npm test builds before it runs the suites.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { PlatformLevel } from '#shared/levels';
import { uniqueMail } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

const run = promisify(execFile);
const script = path.resolve(__dirname, '../../dist/api/scripts/admin-create.js');

describe('admin:create', () => {
  const t = useTestApp({ workers: false });

  const adminCreate = (...args: string[]) => run(process.execPath, [script, ...args], { env: process.env });

  it('creates a verified platform administrator who can log in and reach admin routes', async () => {
    const mail = uniqueMail('admin');
    const { stdout } = await adminCreate('--mail', mail.toUpperCase(), '--password', 'Admin!Passwort9');
    expect(stdout).toContain(`Created platform administrator ${mail}`);
    const client = t.client();
    const login = await client.post('/api/auth/public/login').send({ mail, password: 'Admin!Passwort9' });
    expect(login.status).toBe(200);
    expect(login.body.permissionLevel).toBe(PlatformLevel.PLENUM_ADMINISTRATION);
    expect((await client.get('/api/auth/admin/user')).status).toBe(200);
  });

  it('promotes an existing unverified account and sets its password', async () => {
    const user = await t.user({ verified: false });
    await adminCreate('--mail', user.mail, '--password', 'Neues!Passwort9');
    const row = await t.dataSource.query(`SELECT permission_level, verified_at FROM user_account WHERE id = $1`, [user._id]);
    expect(row[0].permission_level).toBe(PlatformLevel.PLENUM_ADMINISTRATION);
    expect(row[0].verified_at).not.toBeNull();
    expect((await t.client().post('/api/auth/public/login').send({ mail: user.mail, password: 'Neues!Passwort9' })).status).toBe(200);
  });

  it('refuses a weak password with the rule and changes nothing', async () => {
    const mail = uniqueMail('weak');
    await expect(adminCreate('--mail', mail, '--password', 'schwach')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Das Passwort muss mindestens 8 Zeichen lang sein'),
    });
    expect(await t.dataSource.query(`SELECT 1 FROM user_account WHERE mail = $1`, [mail])).toHaveLength(0);
  });
});
