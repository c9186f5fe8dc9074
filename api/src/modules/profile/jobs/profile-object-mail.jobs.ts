// Something waits for examination: every member who may publish it gets a mail, except the person who
// submitted it. The job loads the object by id and sends nothing once it left EXAMINATION (published or
// returned in the meantime); ctx.sendMail sends once per event and address however often it is retried.
import { Injectable } from '@nestjs/common';
import { allowedLevels } from '#shared/permissions';
import { ContentStatus, ProfileObjectKind } from '#shared/profile-objects';
import { ConfigService } from '../../../config/config';
import { IdentityRepository } from '../../../core/identity/identity.repository';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { MailJob } from '../../../infrastructure/queue/job-handler';
import type { MailJobContext } from '../../../infrastructure/queue/job-handler';
import { ProfileObjectRepository } from '../profile-object.repository';
import { examinationMail } from './profile-object-mails';

/** The web's profile tabs (SPEC 2.3: profile/news, profile/projects). */
const SCREEN: Record<ProfileObjectKind, string> = {
  [ProfileObjectKind.NEWS]: '/sv/profile/news',
  [ProfileObjectKind.PROJECT]: '/sv/profile/projects',
};

@Injectable()
export class ProfileObjectMailJobs {
  constructor(
    private readonly objects: ProfileObjectRepository,
    private readonly identity: IdentityRepository,
    private readonly config: ConfigService,
  ) {}

  @MailJob('profile.object-submitted')
  async submitted({ tenantId, objectId, submittedById }: JobData<'profile.object-submitted'>, ctx: MailJobContext) {
    const object = await this.objects.findById(tenantId, objectId);
    if (!object || object.status !== ContentStatus.EXAMINATION) return;
    const tenant = await this.identity.tenantById(tenantId);
    if (!tenant) return;
    const levels = allowedLevels(tenant.type, 'profile-object:publish', tenant.permissions);
    const url = `${this.config.get('publicUrl')}${SCREEN[object.kind]}`;
    for (const member of await this.objects.membersAtLevels(tenantId, levels)) {
      if (member.id === submittedById) continue;
      const mail = examinationMail({ firstName: member.first_name, groupName: tenant.name, kind: object.kind, title: object.title, url });
      await ctx.sendMail(member.mail, 'profile-object-examination', mail);
    }
  }
}
