// The surveys' part of deleting an account (issue 26 §2): answers waiting for the address's confirmation go;
// given PERSONAL answers stay in the results without the address and name.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountErasureRegistry } from '../../core/identity/account-erasure.registry';
import { SurveyConfirmationRepository } from './survey-confirmation.repository';
import { SurveyResultRepository } from './survey-result.repository';

@Injectable()
export class SurveyAccountErasure implements OnModuleInit {
  constructor(
    private readonly registry: AccountErasureRegistry,
    private readonly confirmations: SurveyConfirmationRepository,
    private readonly results: SurveyResultRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register('survey', async (tx, { mail }) => {
      await this.confirmations.forgetAddress(tx, mail);
      await this.results.unlinkAddress(tx, mail);
    });
  }
}
