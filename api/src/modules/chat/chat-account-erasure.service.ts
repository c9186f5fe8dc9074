// The chat's part of deleting an account (issue 26 §2): the files of the person's private chats, which only
// the two could see, with their stored objects; the chats themselves follow the account by ON DELETE CASCADE.
// Group messages stay and show 'Ehemaliges Mitglied' (sender_id SET NULL).
import { Injectable, OnModuleInit } from '@nestjs/common';
import { MaterialOwnerKind } from '#shared/files';
import { AccountErasureRegistry } from '../../core/identity/account-erasure.registry';
import { MaterialService } from '../files/material.service';
import { ChatConversationRepository } from './chat-conversation.repository';

@Injectable()
export class ChatAccountErasure implements OnModuleInit {
  constructor(
    private readonly registry: AccountErasureRegistry,
    private readonly conversations: ChatConversationRepository,
    private readonly materials: MaterialService,
  ) {}

  onModuleInit(): void {
    this.registry.register('chat', async (tx, { userId }) => {
      const messageIds = await this.conversations.privateMessageIdsOf(tx, userId);
      await this.materials.removeAllOfOwners(tx, MaterialOwnerKind.CHAT_MESSAGE, messageIds);
    });
  }
}
