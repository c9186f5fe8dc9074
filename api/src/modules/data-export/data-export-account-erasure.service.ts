// The data exports' part of deleting an account (issue 26 §2): the person's own exports go with their files,
// which the foreign key's cascade alone would leave in the store.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountErasureRegistry } from '../../core/identity/account-erasure.registry';
import { PersonalDataExports } from './personal-data-export.kind';

@Injectable()
export class DataExportAccountErasure implements OnModuleInit {
  constructor(
    private readonly registry: AccountErasureRegistry,
    private readonly exports: PersonalDataExports,
  ) {}

  onModuleInit(): void {
    this.registry.register('data-export', (tx, { userId }) => this.exports.removeAllOf(tx, userId));
  }
}
