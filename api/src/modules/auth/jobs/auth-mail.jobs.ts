// The auth module's mails: verification, "someone registered your address" and password reset.
import { Injectable } from '@nestjs/common';
import { germanDateTime } from '../../../common/export/german-dates';
import { ConfigService } from '../../../config/config';
import type { User } from '../../../core/identity/user.entity';
import { unseal } from '../../../infrastructure/crypto/sealed';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { MailJob } from '../../../infrastructure/queue/job-handler';
import type { MailJobContext } from '../../../infrastructure/queue/job-handler';
import { UserTokenRepository } from '../user-token.repository';
import { UserRepository } from '../user.repository';
import { accountDeletionMail, registrationRepeatedMail, resetPasswordMail, verifyAccountMail } from './auth-mails';

@Injectable()
export class AuthMailJobs {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: UserTokenRepository,
    private readonly config: ConfigService,
  ) {}

  @MailJob('auth.user-registered')
  async registered(data: JobData<'auth.user-registered'>, ctx: MailJobContext) {
    await this.verifyMail(data.tokenId, ctx);
  }

  @MailJob('auth.verification-resent')
  async verificationResent(data: JobData<'auth.verification-resent'>, ctx: MailJobContext) {
    await this.verifyMail(data.tokenId, ctx);
  }

  @MailJob('auth.registration-repeated')
  async registrationRepeated(data: JobData<'auth.registration-repeated'>, ctx: MailJobContext) {
    const user = await this.users.findById(data.userId);
    if (!user) return;
    const base = this.config.get('publicUrl');
    await ctx.sendMail(user.mail, 'registration-repeated', registrationRepeatedMail(user, `${base}/auth`, `${base}/auth/reset`));
  }

  @MailJob('auth.password-reset-requested')
  async passwordReset(data: JobData<'auth.password-reset-requested'>, ctx: MailJobContext) {
    await this.withToken(data.tokenId, async (user, token) => {
      const url = `${this.config.get('publicUrl')}/reset-password/${encodeURIComponent(token)}`;
      await ctx.sendMail(user.mail, 'reset-password', resetPasswordMail(user, url));
    });
  }

  /** Sent once per request; a deletion cancelled before the job ran sends nothing. */
  @MailJob('auth.account-deletion-requested')
  async deletionRequested(data: JobData<'auth.account-deletion-requested'>, ctx: MailJobContext) {
    const user = await this.users.findById(data.userId);
    if (!user?.deletionAt) return;
    const url = `${this.config.get('publicUrl')}/user`;
    await ctx.sendMail(user.mail, 'account-deletion', accountDeletionMail(user, germanDateTime(user.deletionAt), url));
  }

  private async verifyMail(tokenId: string, ctx: MailJobContext) {
    await this.withToken(tokenId, async (user, token) => {
      const url = `${this.config.get('publicUrl')}/verify?token=${encodeURIComponent(token)}`;
      await ctx.sendMail(user.mail, 'verify-account', verifyAccountMail(user, url));
    });
  }

  /**
   * The job data holds only the token row's id; the token itself waits sealed in that row and is cleared
   * once the mail is out. A token voided or used meanwhile (a newer link, a password change) sends nothing.
   */
  private async withToken(tokenId: string, send: (user: User, token: string) => Promise<void>) {
    const copy = await this.tokens.mailCopy(tokenId);
    if (!copy) return;
    const user = await this.users.findById(copy.userId);
    if (!user) return;
    await send(user, unseal(copy.mailSealed, this.config.get('jwtSecret')));
    await this.tokens.clearMailCopy(tokenId);
  }
}
