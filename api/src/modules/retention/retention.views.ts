import { RETENTION_DEFAULTS, periodLabel, PRIVACY_RIGHTS } from '#shared/retention';
import type { LegalHold, PrivacyPolicy, RetentionRule as RuleView } from '#shared/retention';
import { iso } from '../../core/iso-date';
import type { RetentionRule } from './entities/retention-rule.entity';

export function ruleView(row: RetentionRule): RuleView {
  const { category, period, unit, min, max } = row;
  return { category, label: RETENTION_DEFAULTS[category].label, period, unit, min, max };
}

export function privacyView(rules: RuleView[]): PrivacyPolicy {
  return {
    categories: rules.map(({ category, label, period, unit }) => ({
      category,
      label,
      period,
      unit,
      periodLabel: periodLabel(period, unit),
      reason: RETENTION_DEFAULTS[category].reason,
    })),
    rights: [...PRIVACY_RIGHTS],
  };
}

export function legalHoldView(tenant: { legalHoldSince: Date | null; legalHoldReason: string | null }): LegalHold | null {
  return tenant.legalHoldSince ? { since: iso(tenant.legalHoldSince), reason: tenant.legalHoldReason ?? '' } : null;
}
