import { ApiProperty } from '@nestjs/swagger';
import { RETENTION_CATEGORIES } from '#shared/retention';
import type {
  PrivacyCategory,
  PrivacyPolicy,
  RetentionCategory,
  RetentionCategoryCount,
  RetentionDomainCount,
  RetentionReport,
  RetentionRule,
  RetentionUnit,
} from '#shared/retention';
import { LegalHoldView } from '../../admin/dto/views.dto';

const UNITS = ['HOUR', 'DAY', 'YEAR', 'SCHOOL_YEAR'];

export class RetentionRuleView implements RetentionRule {
  @ApiProperty({ enum: RETENTION_CATEGORIES }) category: RetentionCategory;
  @ApiProperty() label: string;
  @ApiProperty() period: number;
  @ApiProperty({ enum: UNITS }) unit: RetentionUnit;
  @ApiProperty() min: number;
  @ApiProperty() max: number;
}

export class RetentionDomainCountView implements RetentionDomainCount {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'null: Daten keines Verbands (private Chats, Konten)' })
  domainId: string | null;
  @ApiProperty() rows: number;
  @ApiProperty() files: number;
}

export class RetentionCategoryCountView implements RetentionCategoryCount {
  @ApiProperty({ enum: RETENTION_CATEGORIES }) category: RetentionCategory;
  @ApiProperty() rows: number;
  @ApiProperty() files: number;
  @ApiProperty({ type: [RetentionDomainCountView] }) domains: RetentionDomainCountView[];
}

export class RetentionReportView implements RetentionReport {
  @ApiProperty({ type: [RetentionCategoryCountView] }) categories: RetentionCategoryCountView[];
}

export class PrivacyCategoryView implements PrivacyCategory {
  @ApiProperty({ enum: RETENTION_CATEGORIES }) category: RetentionCategory;
  @ApiProperty() label: string;
  @ApiProperty() period: number;
  @ApiProperty({ enum: UNITS }) unit: RetentionUnit;
  @ApiProperty({ example: '1 Schuljahr' }) periodLabel: string;
  @ApiProperty() reason: string;
}

export class PrivacyPolicyView implements PrivacyPolicy {
  @ApiProperty({ type: [PrivacyCategoryView] }) categories: PrivacyCategoryView[];
  @ApiProperty({ type: [String] }) rights: string[];
}

export class LegalHoldStateView {
  @ApiProperty({ type: LegalHoldView, nullable: true }) legalHold: LegalHoldView | null;
}
