import { Injectable } from '@nestjs/common';
import { mapPage } from '../../common/paginate';
import { PageQueryDto } from '../../common/pagination.dto';
import { Errors } from '../../core/domain.exception';
import { User } from '../../core/identity/user.entity';
import { UserRepository } from './user.repository';

// Other members see names only: pupils' addresses are not shared beyond what a group needs.
const summary = (u: User) => ({ _id: u._id, contact: { first_name: u.firstName, last_name: u.lastName } });

export const adminUserView = (u: User) => ({
  ...summary(u),
  mail: u.mail,
  permissionLevel: u.permissionLevel,
  verified: !!u.verifiedAt,
  suspended: !!u.suspendedAt,
  createdAt: u.createdAt.toISOString(),
  updatedAt: u.updatedAt.toISOString(),
});

@Injectable()
export class UserDirectoryService {
  constructor(private readonly users: UserRepository) {}

  async listSharingGroupWith(userId: string, query: PageQueryDto) {
    return mapPage(await this.users.listSharingGroupWith(userId, query), summary);
  }

  async getSharingGroupWith(userId: string, otherId: string) {
    if (userId !== otherId && !(await this.users.sharesGroup(userId, otherId))) throw Errors.notFound();
    const user = await this.users.findById(otherId);
    if (!user) throw Errors.notFound();
    return summary(user);
  }

  async listAll(query: PageQueryDto) {
    return mapPage(await this.users.listAll(query), adminUserView);
  }
}
