// The audit log's part of deleting an account (issue 26 §2): entries stay, names and addresses go.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountErasureRegistry } from '../../core/identity/account-erasure.registry';
import { AuditRepository } from './audit.repository';

@Injectable()
export class AdminAccountErasure implements OnModuleInit {
  constructor(
    private readonly registry: AccountErasureRegistry,
    private readonly audit: AuditRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register('audit-log', (tx, account) => this.audit.forgetPerson(tx, account));
  }
}
