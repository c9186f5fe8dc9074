// Issue 24 §12: names made only of characters that render as nothing passed the name rule (the Hangul
// fillers are letters to Unicode; combining marks stacked on them showed nothing either). The one rule in
// shared/names.ts now refuses them, on every route that takes a name.
import { NAME_MESSAGES } from '#shared/names';
import { accountState, registration } from '../helpers/auth';
import { validationError } from '../helpers/expect';
import { uniqueMail } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

const EMPTY_LOOKING = ['\u3164', '\u115F\u1160', '\uFFA0', '\u3164\u0301\u0301\u0301', '\u200B\u200C'];

describe('security: names that render as nothing', () => {
  const t = useTestApp({ workers: false });

  it('refuses them when registering, with the German name message, and stores nothing', async () => {
    for (const name of EMPTY_LOOKING) {
      const mail = uniqueMail('leer');
      const res = await t
        .client()
        .post('/api/auth/public/register')
        .send(registration(mail, { contact: { first_name: name, last_name: 'Keller' } }));
      expect(res.body).toMatchObject(validationError('contact.first_name', NAME_MESSAGES.invisible));
      expect((await accountState(t.dataSource, mail)).user).toBeNull();
    }
    const marksOnly = await t
      .client()
      .post('/api/auth/public/register')
      .send(registration(uniqueMail('leer'), { contact: { first_name: 'Mia', last_name: '\u0301\u0301\u0301' } }));
    expect(marksOnly.body).toMatchObject(validationError('contact.last_name', NAME_MESSAGES.noLetter));
  });

  it('refuses them when renaming an account', async () => {
    const user = await t.user({ firstName: 'Mia', lastName: 'Keller' });
    const client = await t.login(user);
    const res = await client.put('/api/auth/private/user').send({ contact: { first_name: '\u3164', last_name: 'Keller' } });
    expect(res.body).toMatchObject(validationError('contact.first_name', NAME_MESSAGES.invisible));
    const [row] = await t.dataSource.query(`SELECT first_name FROM user_account WHERE id = $1`, [user._id]);
    expect(row.first_name).toBe('Mia');
  });
});
