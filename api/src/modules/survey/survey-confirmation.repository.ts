// PERSONAL answers waiting for their mailed link (survey_confirmation). Expired rows are deleted by
// `expire()`, which every anonymous PERSONAL answer and every confirmation runs first: idempotent, and
// cheap over idx_survey_confirmation_expires.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import { SurveyConfirmation } from './entities/survey-confirmation.entity';

export interface NewConfirmation {
  tenantId: string;
  surveyId: string;
  mail: string;
  tokenHash: string;
  mailSealed: string;
  answers: unknown[];
  expiresAt: Date;
}

/** What the link's owner gets back: the waiting answer, taken out of the table. */
export interface TakenConfirmation {
  tenantId: string;
  surveyId: string;
  mail: string;
  answers: unknown[];
}

@Injectable()
export class SurveyConfirmationRepository extends TenantScopedRepository<SurveyConfirmation> {
  constructor(dataSource: DataSource) {
    super(dataSource, SurveyConfirmation);
  }

  /** Deletes every waiting answer whose link has expired. */
  async expire(manager?: EntityManager): Promise<void> {
    await this.manager(manager).query(`DELETE FROM survey_confirmation WHERE expires_at <= now()`);
  }

  /** Stores a waiting answer unless the address already has one for this survey; returns its id, or null. */
  async createIfNew(row: NewConfirmation, manager: EntityManager): Promise<string | null> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO survey_confirmation (tenant_id, survey_id, mail, token_hash, mail_sealed, answers, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
       ON CONFLICT (survey_id, lower(mail)) DO NOTHING RETURNING id`,
      [row.tenantId, row.surveyId, row.mail, row.tokenHash, row.mailSealed, JSON.stringify(row.answers), row.expiresAt],
    );
    return rows[0]?.id ?? null;
  }

  /** Single use: deletes the waiting answer of this (unexpired) link and returns it; null for any other link. */
  async take(tokenHash: string, manager: EntityManager): Promise<TakenConfirmation | null> {
    const [rows]: [{ tenant_id: string; survey_id: string; mail: string; answers: unknown[] }[], number] = await manager.query(
      `DELETE FROM survey_confirmation WHERE token_hash = $1 AND expires_at > now() RETURNING tenant_id, survey_id, mail, answers`,
      [tokenHash],
    );
    const row = rows[0];
    return row ? { tenantId: row.tenant_id, surveyId: row.survey_id, mail: row.mail, answers: row.answers } : null;
  }

  /** A logged-in answer supersedes what someone typed for that address. */
  async removeFor(surveyId: string, mail: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM survey_confirmation WHERE survey_id = $1 AND lower(mail) = lower($2)`, [surveyId, mail]);
  }

  /** Account deletion (issue 26 §2): the unconfirmed answers waiting for the address, in every group. */
  async forgetAddress(tx: EntityManager, mail: string): Promise<void> {
    await tx.query(`DELETE FROM survey_confirmation WHERE lower(mail) = $1`, [mail]);
  }

  /** What the mail job needs while the link is unused and unexpired and its mail not yet sent. */
  async mailCopy(id: string): Promise<{ tenantId: string; surveyId: string; mail: string; mailSealed: string } | null> {
    const [row]: { tenant_id: string; survey_id: string; mail: string; mail_sealed: string }[] = await this.dataSource.query(
      `SELECT tenant_id, survey_id, mail, mail_sealed FROM survey_confirmation
        WHERE id = $1 AND expires_at > now() AND mail_sealed IS NOT NULL`,
      [id],
    );
    return row ? { tenantId: row.tenant_id, surveyId: row.survey_id, mail: row.mail, mailSealed: row.mail_sealed } : null;
  }

  /** The mail is out: the sealed token has done its work. */
  async clearMailCopy(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE survey_confirmation SET mail_sealed = NULL WHERE id = $1`, [id]);
  }
}
