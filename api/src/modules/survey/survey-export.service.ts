// Survey exports (issue 15 §2): requested here by survey:edit, rendered by the workers' pdf queue, downloaded
// by survey:edit only. A survey the caller's role may not see does not exist for them (404), like its exports.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { SurveyExportKind } from '#shared/survey-export';
import { ExportFiles } from '../../common/export/export-files';
import { ExportRequests } from '../../common/export/export-requests';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import type { Tx } from '../../core/database/transaction';
import { findOrFail } from '../../core/find-or-fail';
import { OwnerDeletionRegistry } from '../tenant/owner-deletion.registry';
import type { CreateSurveyExportDto } from './dto/survey-export.dto';
import { SurveyExport } from './entities/survey-export.entity';
import { SurveyExportRepository } from './survey-export.repository';
import { surveyExportFileName, surveyExportFormat, surveyExportView } from './survey-export.views';
import { SurveyExportErrors, SurveyErrors } from './survey.errors';
import { SurveyRepository } from './survey.repository';

@Injectable()
export class SurveyExportService implements OnModuleInit {
  constructor(
    private readonly exports: SurveyExportRepository,
    private readonly surveys: SurveyRepository,
    private readonly requests: ExportRequests,
    private readonly ownerDeletion: OwnerDeletionRegistry,
    private readonly files: ExportFiles,
  ) {}

  onModuleInit() {
    // A deleted group takes its surveys' export files with it.
    this.ownerDeletion.register('tenant', (tx, tenantId) => this.removeAllOf(tx, tenantId));
  }

  async request(ctx: TenantContext, userId: string, surveyId: string, dto: CreateSurveyExportDto) {
    const tenantId = ctx.tenant._id;
    const saved = await this.requests.request({
      entity: SurveyExport,
      event: 'survey.export-requested',
      requestedById: userId,
      columns: async (tx) => {
        const survey = await this.visibleSurvey(ctx, surveyId, tx);
        if (dto.kind === SurveyExportKind.CODES && !(await this.exports.hasUnusedCodes(tenantId, surveyId, tx)))
          throw SurveyExportErrors.noCodes();
        return { tenantId, surveyId, kind: dto.kind, fileName: surveyExportFileName(dto.kind, survey.title) };
      },
    });
    return surveyExportView(saved);
  }

  async status(ctx: TenantContext, surveyId: string, exportId: string) {
    return surveyExportView(await this.find(ctx, surveyId, exportId));
  }

  async file(ctx: TenantContext, surveyId: string, exportId: string) {
    const row = await this.find(ctx, surveyId, exportId);
    return this.files.open(row, row.fileName, surveyExportFormat(row.kind));
  }

  /**
   * For the deletion of a survey or of a whole group, inside its transaction: the rows go with it (foreign
   * keys), their files once the deletion is committed.
   */
  async removeAllOf(tx: Tx, tenantId: string, surveyId?: string): Promise<void> {
    this.files.removeAfterCommit(tx, await this.exports.storageKeysOf(tenantId, { surveyId }, tx));
  }

  /**
   * For the deletion of a survey's results (all or one): its results CSVs name what was deleted, so rows
   * and files go too. The survey service calls this inside its deleting transaction.
   */
  async removeResultExports(tx: Tx, tenantId: string, surveyId: string): Promise<void> {
    const keys = await this.exports.storageKeysOf(tenantId, { surveyId, kind: SurveyExportKind.RESULTS }, tx);
    await this.exports.removeRows(tenantId, surveyId, SurveyExportKind.RESULTS, tx);
    this.files.removeAfterCommit(tx, keys);
  }

  private async visibleSurvey(ctx: TenantContext, surveyId: string, tx?: Tx) {
    return findOrFail(this.surveys.visible(ctx.tenant._id, surveyId, ctx.level, tx), SurveyErrors.notFound);
  }

  private async find(ctx: TenantContext, surveyId: string, exportId: string) {
    await this.visibleSurvey(ctx, surveyId);
    return findOrFail(this.exports.findInSurvey(ctx.tenant._id, surveyId, exportId));
  }
}
