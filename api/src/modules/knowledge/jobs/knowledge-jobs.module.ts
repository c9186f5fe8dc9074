import { Module } from '@nestjs/common';
import { ContactRepository } from '../contact.repository';
import { KnowledgeAccountErasure } from '../knowledge-account-erasure.service';
import { KnowledgeDataRepository } from '../knowledge-data.repository';

/** What the workers run for the knowledge module (its data export sections, its part of account deletion). */
@Module({ providers: [ContactRepository, KnowledgeAccountErasure, KnowledgeDataRepository] })
export class KnowledgeJobsModule {}
