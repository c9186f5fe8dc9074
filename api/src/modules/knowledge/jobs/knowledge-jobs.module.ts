import { Module } from '@nestjs/common';
import { ContactRepository } from '../contact.repository';
import { KnowledgeAccountErasure } from '../knowledge-account-erasure.service';

/** What the workers run for the knowledge module (its part of account deletion); workers process only. */
@Module({ providers: [ContactRepository, KnowledgeAccountErasure] })
export class KnowledgeJobsModule {}
