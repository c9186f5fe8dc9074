// Blocking in private chat (issue 24): the blocked person can no longer write to or open a chat with the
// blocker and is not told (ContactRepository makes the blocker a stranger to them). Reports stay possible.
import { Injectable } from '@nestjs/common';
import { BlockedPersonPage, CHAT_MESSAGES } from '#shared/chat';
import { mapPage } from '../../common/paginate';
import { PageQueryDto } from '../../common/pagination.dto';
import { Errors } from '../../core/domain.exception';
import type { MessageView } from '../../core/views/message.view';
import { ContactRepository } from '../tenant/contact.repository';
import { ChatConversationRepository } from './chat-conversation.repository';
import { ChatErrors } from './chat.errors';
import { iso, personName } from './chat.views';

@Injectable()
export class ChatBlockService {
  constructor(
    private readonly contacts: ContactRepository,
    private readonly conversations: ChatConversationRepository,
  ) {}

  /**
   * Idempotent. Only someone the caller meets under the contact rule or has a private chat with: any other
   * id answers 404 like an unknown one, so blocking tells nobody who exists.
   */
  async block(userId: string, otherId: string): Promise<MessageView> {
    if (otherId === userId) throw ChatErrors.selfBlock();
    const known = (await this.contacts.meet(userId, otherId)) || !!(await this.conversations.findPrivate(userId, otherId));
    if (!known) throw Errors.notFound();
    await this.contacts.block(userId, otherId);
    return { message: CHAT_MESSAGES.blocked };
  }

  /** 404 when the caller has not blocked that person. */
  async unblock(userId: string, otherId: string): Promise<MessageView> {
    if (!(await this.contacts.unblock(userId, otherId))) throw Errors.notFound();
    return { message: CHAT_MESSAGES.unblocked };
  }

  async list(userId: string, query: PageQueryDto): Promise<BlockedPersonPage> {
    const page = await this.contacts.blockedPage(userId, query);
    return mapPage(page, (row) => ({ _id: row.id, name: personName(row.first_name, row.last_name), blockedAt: iso(row.blocked_at) }));
  }
}
