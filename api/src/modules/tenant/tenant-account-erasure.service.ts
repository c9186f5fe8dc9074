// The groups' part of deleting an account (issue 26 §2): invitations to the address. Memberships, join
// requests, blocks, read notifications and addressed notifications follow the account by ON DELETE CASCADE;
// notifications it wrote stay without an author.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountErasureRegistry } from '../../core/identity/account-erasure.registry';
import { InvitationRepository } from './invitation.repository';

@Injectable()
export class TenantAccountErasure implements OnModuleInit {
  constructor(
    private readonly registry: AccountErasureRegistry,
    private readonly invitations: InvitationRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register('tenant', (tx, { mail }) => this.invitations.forgetAddress(tx, mail));
  }
}
