import { Module } from '@nestjs/common';
import { KnowledgeDataRepository } from '../knowledge-data.repository';

/** What the workers need of the knowledge base: its sections of the data exports; workers process only. */
@Module({ providers: [KnowledgeDataRepository] })
export class KnowledgeJobsModule {}
