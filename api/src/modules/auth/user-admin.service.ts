// PUT /auth/admin/user/{userId}: platform administrators set an account's platform level (e.g. moderation)
// and lift (or impose) a suspension; every change is written to the admin audit log in its transaction.
import { Injectable } from '@nestjs/common';
import { platformLevelLabel } from '#shared/levels';
import type { AuditActor } from '../../common/audit/actor';
import { TransactionRunner } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { AdminAuditService } from '../admin/admin-audit.service';
import { AccountSuspension } from './account-suspension.service';
import { AuthErrors } from './auth.errors';
import { AdminUpdateUserDto, USER_ADMIN_MESSAGES } from './dto/user-admin.dto';
import { adminUserView } from './user-directory.service';
import { UserRepository } from './user.repository';

@Injectable()
export class UserAdminService {
  constructor(
    private readonly users: UserRepository,
    private readonly suspension: AccountSuspension,
    private readonly audit: AdminAuditService,
    private readonly tx: TransactionRunner,
  ) {}

  async update(actor: AuditActor, userId: string, dto: AdminUpdateUserDto) {
    if (dto.permissionLevel === undefined && dto.suspended === undefined) {
      throw Errors.validation([{ field: 'permissionLevel', message: USER_ADMIN_MESSAGES.nothingToChange }]);
    }
    if (userId === actor.userId) throw AuthErrors.ownAccount();
    return this.tx.run(async (tx) => {
      const user = await this.users.findLocked(userId, tx);
      if (!user) throw AuthErrors.userNotFound();
      const name = `${user.firstName} ${user.lastName}`;
      if (dto.permissionLevel !== undefined && dto.permissionLevel !== user.permissionLevel) {
        await this.users.update(userId, { permissionLevel: dto.permissionLevel }, tx);
        await this.audit.record(tx, actor, {
          action: 'user.level-change',
          targetId: userId,
          detail: { name, from: platformLevelLabel(user.permissionLevel), to: platformLevelLabel(dto.permissionLevel) },
        });
      }
      if (dto.suspended === true && (await this.suspension.suspend(tx, userId))) {
        await this.audit.record(tx, actor, { action: 'user.suspend', targetId: userId, detail: { name } });
      }
      if (dto.suspended === false && (await this.suspension.lift(tx, userId))) {
        await this.audit.record(tx, actor, { action: 'user.unsuspend', targetId: userId, detail: { name } });
      }
      return adminUserView((await this.users.findById(userId, tx))!);
    });
  }
}
