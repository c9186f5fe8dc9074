// The data categories' deleters (issue 26 §3), like the export kinds: each provider that owns a category
// registers how to count and delete its due rows in onModuleInit; the nightly job, the dry run and the
// run route only ask the registry, so a category without a deleter shows zeros instead of failing.
import { Injectable } from '@nestjs/common';
import type { RetentionCategory, RetentionUnit } from '#shared/retention';

/** Where and up to when: rows of `domainId` (null: rows of no domain) dated before `cutoff` are due. */
export interface RetentionScope {
  domainId: string | null;
  cutoff: Date;
  /** The moment the run acts at (the warnings of inactive accounts look ahead from it). */
  asOf: Date;
  period: number;
  unit: RetentionUnit;
  /** The cutoff of the same rule and school year at another moment. */
  cutoffAt(moment: Date): Date;
}

export interface RetentionCount {
  rows: number;
  files: number;
}

export interface RetentionDeleter {
  category: RetentionCategory;
  /** Whether rows belong to domains; otherwise only the scope without a domain is asked. */
  perDomain: boolean;
  count(scope: RetentionScope): Promise<RetentionCount>;
  /** Deletes at most `limit` due rows in one transaction; a short answer means nothing is left. */
  deleteBatch(scope: RetentionScope, limit: number): Promise<RetentionCount>;
  /** Work of a run that deletes nothing (mails announcing a deletion), done before the batches. */
  beforeRun?(scope: RetentionScope, limit: number): Promise<void>;
}

@Injectable()
export class RetentionRegistry {
  private readonly deleters = new Map<RetentionCategory, RetentionDeleter>();

  register(deleter: RetentionDeleter): void {
    if (this.deleters.has(deleter.category)) throw new Error(`retention category ${deleter.category} registered twice`);
    this.deleters.set(deleter.category, deleter);
  }

  get(category: RetentionCategory): RetentionDeleter | undefined {
    return this.deleters.get(category);
  }
}
