// The knowledge module's part of deleting an account (issue 26 §2): the groups' contact cards under the
// address. Wiki chapters stay without an author.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountErasureRegistry } from '../../core/identity/account-erasure.registry';
import { ContactRepository } from './contact.repository';

@Injectable()
export class KnowledgeAccountErasure implements OnModuleInit {
  constructor(
    private readonly registry: AccountErasureRegistry,
    private readonly contacts: ContactRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register('knowledge', (tx, { mail }) => this.contacts.forgetAddress(tx, mail));
  }
}
