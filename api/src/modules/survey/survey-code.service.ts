// TAN codes: generate a batch, remove every unused one, list them (editors only). Codes can be handled
// in any state: a class may get its slips while the survey runs.
import { Injectable } from '@nestjs/common';
import type { SurveyCodePage, SurveyGeneratedCodesView, SurveyResetCodesView } from '#shared/survey';
import { mapPage } from '../../common/paginate';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../core/database/transaction';
import { CodeListQueryDto, GenerateCodesDto } from './dto/code.dto';
import { SurveyCodeRepository } from './survey-code.repository';
import { freshCodes } from './survey-codes';
import { SurveyService } from './survey.service';
import { codeView } from './survey.views';

/** A clash with a stored code is astronomically rare (2,000 of 1.1e12); a few rounds settle it. */
const MAX_ROUNDS = 5;

@Injectable()
export class SurveyCodeService {
  constructor(
    private readonly surveys: SurveyService,
    private readonly codes: SurveyCodeRepository,
    private readonly tx: TransactionRunner,
  ) {}

  async generate(ctx: TenantContext, userId: string, surveyId: string, dto: GenerateCodesDto): Promise<SurveyGeneratedCodesView> {
    const batch = dto.batch ?? '';
    const stored = await this.tx.run(async (tx) => {
      await this.surveys.editable(ctx, userId, surveyId, tx);
      const out: string[] = [];
      for (let round = 0; round < MAX_ROUNDS && out.length < dto.count; round++) {
        out.push(...(await this.codes.insertMany(ctx.tenant._id, surveyId, batch, freshCodes(dto.count - out.length, new Set(out)), tx)));
      }
      return out;
    });
    return { batch, codes: stored };
  }

  async reset(ctx: TenantContext, userId: string, surveyId: string): Promise<SurveyResetCodesView> {
    const removed = await this.tx.run(async (tx) => {
      await this.surveys.editable(ctx, userId, surveyId, tx);
      return this.codes.removeUnused(ctx.tenant._id, surveyId, tx);
    });
    return { removed };
  }

  async list(ctx: TenantContext, userId: string, surveyId: string, query: CodeListQueryDto): Promise<SurveyCodePage> {
    await this.surveys.forEditor(ctx, userId, surveyId);
    const [page, batches] = await Promise.all([
      this.codes.page(ctx.tenant._id, surveyId, { batch: query.batch, used: query.used }, query),
      this.codes.batches(surveyId),
    ]);
    return { ...mapPage(page, codeView), batches };
  }
}
