// Registration, verification, login, password reset and change (SPEC 2.2, 5; issue "Foundation" 4).
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AuthData } from '#shared/auth-data';
import { RESET_RESEND_LOCK_MS } from '#shared/validation';
import { RateLimitService } from '../../common/http/rate-limit';
import { ConfigService } from '../../config/config';
import { TransactionRunner, Tx } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { User } from '../../core/identity/user.entity';
import { iso } from '../../core/iso-date';
import { randomToken, seal, sha256 } from '../../infrastructure/crypto/sealed';
import { BusinessMetrics } from '../../infrastructure/metrics/business-metrics.service';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { MembershipDirectory } from '../tenant/membership-directory.service';
import { AccountDeletionRepository } from './account-deletion.repository';
import { AuthErrors } from './auth.errors';
import { AUTH_TEXT } from './auth.views';
import { ChangePasswordDto, LoginDto, RegisterDto } from './dto/auth.dto';
import { UserTokenKind } from './entities/user-token.entity';
import { PasswordHasher } from './password.hasher';
import { IssuedTokens, SessionService } from './session.service';
import { UserTokenRepository } from './user-token.repository';
import { UserRepository } from './user.repository';

const VERIFY_TTL_MS = 48 * 3600_000;
const RESET_TTL_MS = 60 * 60_000;
const VERIFY_RESEND_MS = 10 * 60_000;

/** Thrown to roll back a unit of work that ran only so that it costs what the real one costs. */
class RolledBack extends Error {}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: UserTokenRepository,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
    private readonly limits: RateLimitService,
    private readonly memberships: MembershipDirectory,
    private readonly config: ConfigService,
    private readonly business: BusinessMetrics,
    private readonly deletions: AccountDeletionRepository,
  ) {}

  /** Answers the same whether or not the address is taken; the owner of a taken address gets a notice. */
  async register(dto: RegisterDto): Promise<{ message: string }> {
    const passwordHash = await this.hasher.hash(dto.password);
    await this.tx.run(async (manager) => {
      const user = await this.users.insertIfNew(
        {
          mail: dto.mail,
          passwordHash,
          firstName: dto.contact.first_name,
          lastName: dto.contact.last_name,
          termsAcceptedAt: new Date(),
        },
        manager,
      );
      if (!user) {
        const existing = await this.users.findByMail(dto.mail, manager);
        if (existing && (await this.users.claimRegistrationNotice(existing._id, manager))) {
          await this.outbox.record(manager, 'auth.registration-repeated', { userId: existing._id });
        }
        return;
      }
      await this.issueVerifyLink(user._id, 'auth.user-registered', manager);
    });
    return { message: AUTH_TEXT.registered };
  }

  async verify(token: string): Promise<{ message: string }> {
    await this.tx.run(async (manager) => {
      const hash = sha256(token);
      const userId = await this.tokens.consume(UserTokenKind.VERIFY, hash, manager);
      if (!userId) {
        // A second click on a link that worked (or on an older one) should not look like a failure; knowing
        // it needs the link itself, so this reveals nothing about other addresses.
        const owner = await this.tokens.ownerOf(UserTokenKind.VERIFY, hash, manager);
        const user = owner ? await this.users.findById(owner, manager) : null;
        if (user?.verifiedAt) throw AuthErrors.alreadyVerified();
        throw AuthErrors.tokenInvalid();
      }
      await this.users.update(userId, { verifiedAt: new Date() }, manager);
    });
    return { message: AUTH_TEXT.verified };
  }

  async login(dto: LoginDto): Promise<{ tokens: IssuedTokens; authData: AuthData }> {
    await this.limits.assertLoginAllowed(dto.mail);
    const user = await this.users.findByMail(dto.mail);
    const valid = await this.hasher.verify(user?.passwordHash, dto.password);
    if (!user || !valid) {
      await this.limits.recordLoginFailure(dto.mail);
      throw AuthErrors.wrongCredentials();
    }
    await this.limits.clearLoginFailures(dto.mail);
    // Only after the password matched: whether an account is suspended is nobody else's business.
    if (user.suspendedAt) throw AuthErrors.suspended();
    if (!user.verifiedAt) {
      await this.resendVerification(user);
      throw AuthErrors.notVerified();
    }
    // Logging in cancels a pending deletion of the account (issue 26 §2).
    if (user.deletionAt && (await this.deletions.clearDeletion(user._id))) user.deletionAt = null;
    const tokens = await this.sessions.start(user._id);
    this.business.count('logins');
    return { tokens, authData: await this.authData(user) };
  }

  /**
   * Sends a fresh verification link, at most once per 10 minutes. The link from the registration does not
   * count: whoever tries to log in right after registering has usually not received it, so the first
   * early login sends it again at once.
   */
  private async resendVerification(user: User) {
    await this.tx.run(async (manager) => {
      await this.users.lock(user._id, manager);
      const [last, earlier] = await this.tokens.newest(user._id, UserTokenKind.VERIFY, 2, manager);
      if (earlier && Date.now() - last.createdAt.getTime() < VERIFY_RESEND_MS) return;
      await this.issueVerifyLink(user._id, 'auth.verification-resent', manager);
    });
  }

  /**
   * Always the same answer; a repeat within 10 seconds of the last mail sends nothing (SPEC 9). A new
   * link voids the older ones.
   *
   * Unknown addresses and repeats run exactly the same statements and crypto as a request that sends a
   * link (against a random id that matches no account), and then roll back, so that the response time
   * does not tell which addresses have an account (issue 10 §10).
   */
  async requestReset(mail: string): Promise<{ message: string }> {
    const user = await this.users.findByMail(mail);
    const userId = user?._id ?? randomUUID();
    await this.tx
      .run(async (manager) => {
        await this.users.lock(userId, manager);
        const last = await this.tokens.latest(userId, UserTokenKind.RESET, manager);
        const send = !!user && !(last && Date.now() - last.createdAt.getTime() < RESET_RESEND_LOCK_MS);
        const token = randomToken();
        await this.tokens.voidAll(userId, UserTokenKind.RESET, manager);
        const tokenId = await this.tokens.createIfUserExists(
          userId,
          UserTokenKind.RESET,
          sha256(token),
          new Date(Date.now() + RESET_TTL_MS),
          this.seal(token),
          manager,
        );
        // Unknown addresses get a random id here: the statement is the same and everything is rolled back below.
        await this.outbox.record(manager, 'auth.password-reset-requested', { userId, tokenId: tokenId ?? randomUUID() });
        if (!send) throw new RolledBack();
      })
      .catch((err: unknown) => {
        if (!(err instanceof RolledBack)) throw err;
      });
    return { message: AUTH_TEXT.resetSent };
  }

  async resetPassword(token: string, password: string): Promise<{ message: string }> {
    if (!token || token.length > 200) throw AuthErrors.tokenInvalid();
    const passwordHash = await this.hasher.hash(password);
    const userId = await this.tx.run(async (manager) => {
      const owner = await this.tokens.consume(UserTokenKind.RESET, sha256(token), manager);
      if (!owner) throw AuthErrors.tokenInvalid();
      await this.tokens.voidAll(owner, UserTokenKind.RESET, manager);
      const user = await this.users.findById(owner, manager);
      // The link reached the mailbox, which proves the address as well as a verification would.
      await this.users.update(owner, { passwordHash, verifiedAt: user?.verifiedAt ?? new Date() }, manager);
      return owner;
    });
    await this.sessions.endAllOfUser(userId, 'password-reset');
    await this.limits.clearLoginFailures((await this.users.findById(userId))!.mail);
    return { message: AUTH_TEXT.passwordReset };
  }

  async changePassword(userId: string, sessionId: string, dto: ChangePasswordDto): Promise<{ message: string }> {
    const user = await this.users.findById(userId);
    if (!user || !(await this.hasher.verify(user.passwordHash, dto.oldPassword))) {
      throw AuthErrors.wrongOldPassword();
    }
    const passwordHash = await this.hasher.hash(dto.password);
    await this.tx.run(async (manager) => {
      await this.users.update(userId, { passwordHash }, manager);
      // A reset link sent before the change must not undo it.
      await this.tokens.voidAll(userId, UserTokenKind.RESET, manager);
    });
    await this.sessions.endAllOfUser(userId, 'password-change', sessionId);
    return { message: AUTH_TEXT.passwordChanged };
  }

  async updateContact(userId: string, contact: { first_name: string; last_name: string }): Promise<AuthData> {
    await this.users.update(userId, { firstName: contact.first_name, lastName: contact.last_name });
    return this.authDataOf(userId);
  }

  async authDataOf(userId: string): Promise<AuthData> {
    const user = await this.users.findById(userId);
    if (!user) throw Errors.unauthenticated();
    return this.authData(user);
  }

  private async authData(user: User): Promise<AuthData> {
    const [groups, domains] = await Promise.all([this.memberships.groupsOf(user._id), this.memberships.domainsOf(user._id)]);
    return {
      _id: user._id,
      mail: user.mail,
      contact: { first_name: user.firstName, last_name: user.lastName },
      permissionLevel: user.permissionLevel,
      groups,
      domains,
      deletionAt: user.deletionAt ? iso(user.deletionAt) : null,
    };
  }

  /** A new verification token, hashed, with its sealed mail copy in the row, and the event that mails it. */
  private async issueVerifyLink(userId: string, event: 'auth.user-registered' | 'auth.verification-resent', manager: Tx) {
    const token = randomToken();
    const row = await this.tokens.create(
      userId,
      UserTokenKind.VERIFY,
      sha256(token),
      new Date(Date.now() + VERIFY_TTL_MS),
      this.seal(token),
      manager,
    );
    await this.outbox.record(manager, event, { userId, tokenId: row._id });
  }

  private seal(token: string) {
    return seal(token, this.config.get('jwtSecret'));
  }
}
