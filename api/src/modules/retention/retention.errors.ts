// Every error of retention and legal hold (issue 26 §3).
import { periodLabel } from '#shared/retention';
import type { RetentionRule } from '#shared/retention';
import { Errors, defineErrors, notFoundError } from '../../core/domain.exception';

export const RetentionErrors = defineErrors({
  unknownCategory: notFoundError('RETENTION_CATEGORY_NOT_FOUND', 'Diese Datenkategorie gibt es nicht.'),
  asOfNotAllowed: {
    status: 400,
    code: 'RETENTION_AS_OF_NOT_ALLOWED',
    message: 'Ein Stichtag ist nur in Testumgebungen erlaubt (RETENTION_ALLOW_AS_OF=1).',
    field: 'asOf',
  },
});

export const RETENTION_TEXT = {
  periodInvalid: 'Bitte gib die Aufbewahrungsdauer als ganze Zahl an.',
  periodsInvalid: 'Bitte gib die Aufbewahrungsdauern als Zuordnung von Kategorie zu ganzer Zahl an.',
  asOfInvalid: 'Bitte gib den Stichtag als Datum an.',
  reasonRequired: 'Bitte gib einen Grund für die Aufbewahrungspflicht an.',
};

/** 400 naming the rule's bounds, on the field of the period. */
export function periodOutOfBounds(rule: Pick<RetentionRule, 'label' | 'unit' | 'min' | 'max'>, field = 'period') {
  const message = `${rule.label}: erlaubt sind ${periodLabel(rule.min, rule.unit)} bis ${periodLabel(rule.max, rule.unit)}.`;
  return Errors.validation([{ field, message }]);
}
