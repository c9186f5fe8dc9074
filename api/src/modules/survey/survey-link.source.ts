// Surveys as linked content (project task connectors), visible by their view access. Registered here so the
// project module never imports the survey module.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { LinkedContentRegistry } from '../../common/linked-content/linked-content.registry';
import { GATED_SURVEY } from './survey.gated';

@Injectable()
export class SurveyLinkSource implements OnModuleInit {
  constructor(private readonly registry: LinkedContentRegistry) {}

  onModuleInit() {
    this.registry.registerGated(GATED_SURVEY, {
      kind: 'SURVEY',
      title: 'o.title',
      searchColumns: ['o.title'],
      orderBy: 'o.created_at DESC, o.id',
      path: (id) => `/sv/surveys/${id}`,
    });
  }
}
