import { Injectable } from '@nestjs/common';
import { mapPage } from '../../common/paginate';
import { PageQueryDto } from '../../common/pagination.dto';
import { Errors } from '../../core/domain.exception';
import { User } from '../../core/identity/user.entity';
import { ContactRepository, ContactRow } from '../tenant/contact.repository';
import { UserRepository } from './user.repository';

// Other members see names only: pupils' addresses are not shared beyond what a group needs.
const summary = (u: User) => ({ _id: u._id, contact: { first_name: u.firstName, last_name: u.lastName } });

const contactSummary = (c: ContactRow) => ({ _id: c.id, contact: { first_name: c.first_name, last_name: c.last_name } });

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
  constructor(
    private readonly users: UserRepository,
    private readonly contacts: ContactRepository,
  ) {}

  /** The people the caller may write to privately (the new-chat picker): the contact rule, names only. */
  async listContacts(userId: string, query: PageQueryDto) {
    return mapPage(await this.contacts.contactPage(userId, query), contactSummary);
  }

  /** One of them; anyone else answers 404 exactly like an unknown id. */
  async getContact(userId: string, otherId: string) {
    if (userId !== otherId && !(await this.contacts.meetingGroup(userId, otherId))) throw Errors.notFound();
    const user = await this.users.findById(otherId);
    if (!user) throw Errors.notFound();
    return summary(user);
  }

  async listAll(query: PageQueryDto) {
    return mapPage(await this.users.listAll(query), adminUserView);
  }
}
