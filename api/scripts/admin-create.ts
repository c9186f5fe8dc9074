// npm run admin:create -- --mail M --password P
// Creates a verified platform administrator, or promotes (and re-verifies) an existing account.
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { PlatformLevel } from '#shared/levels';
import { isStrongPassword, isValidEmail, MESSAGES } from '#shared/validation';
import { User } from '../src/core/identity/user.entity';
import { PasswordHasher } from '../src/modules/auth/password.hasher';
import { dataSourceOptions } from '../src/schema/data-source-options';
import { runMigrations } from '../src/schema/migrate';
import { withDatabase } from './local-database';

async function main() {
  const { values } = parseArgs({
    options: { mail: { type: 'string' }, password: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
  });
  const mail = values.mail?.trim().toLowerCase();
  if (!mail || !isValidEmail(mail)) fail(`--mail: ${MESSAGES.emailInvalid}`);
  if (!values.password || !isStrongPassword(values.password)) fail(`--password: ${MESSAGES.passwordRule}`);

  await withDatabase(async (databaseUrl) => {
    await runMigrations(databaseUrl);
    const ds = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
    try {
      const users = ds.getRepository(User);
      const passwordHash = await new PasswordHasher().hash(values.password!);
      const existing = await users.findOneBy({ mail: mail! });
      if (existing) {
        await users.update(
          { _id: existing._id },
          { passwordHash, permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION, verifiedAt: existing.verifiedAt ?? new Date() },
        );
        console.log(`Promoted ${mail} to platform administrator (password updated).`);
      } else {
        await users.save({
          mail: mail!,
          passwordHash,
          firstName: values['first-name'] ?? 'Plattform',
          lastName: values['last-name'] ?? 'Administration',
          permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION,
          termsAcceptedAt: new Date(),
          verifiedAt: new Date(),
        });
        console.log(`Created platform administrator ${mail}.`);
      }
    } finally {
      await ds.destroy();
    }
  });
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
