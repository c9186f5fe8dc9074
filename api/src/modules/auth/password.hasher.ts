import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes); one hash takes about 25 ms on these machines.
const OPTIONS = { algorithm: 2 /* Argon2id; the package's enum is a const enum */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

@Injectable()
export class PasswordHasher {
  // Compared against when the account does not exist, so that timing does not reveal accounts.
  private readonly dummy = hash('plenum-timing-equaliser', OPTIONS);

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash ?? (await this.dummy), password);
    } catch {
      return false;
    }
  }
}
