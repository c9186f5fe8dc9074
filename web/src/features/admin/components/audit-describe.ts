import type { AuditEntry } from '../api';
import { ADMIN_TEXT, AUDIT_ACTIONS, AUDIT_DETAIL_LABELS, AUDIT_TEXT } from '../text';

const detailValue = (value: string | number | boolean | null) =>
  value === true ? ADMIN_TEXT.yes : value === false ? ADMIN_TEXT.no : String(value);

/** One German line per entry: what was done, where, to whom, and the names recorded at the time. */
export function describeAuditEntry(entry: AuditEntry): string {
  const what = entry.action ? (AUDIT_ACTIONS[entry.action] ?? entry.action) : (AUDIT_TEXT.methods[entry.method] ?? entry.method);
  const parts = [what];
  if (entry.tenantName) parts.push(AUDIT_TEXT.inGroup(entry.tenantName));
  else if (!entry.action && entry.tenantId) parts.push(AUDIT_TEXT.unknownGroup);
  if (entry.domainName) parts.push(AUDIT_TEXT.inDomain(entry.domainName));
  if (entry.targetName) parts.push(AUDIT_TEXT.targetPerson(entry.targetName));
  const details = Object.entries(entry.detail ?? {})
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${AUDIT_DETAIL_LABELS[key] ?? key}: ${detailValue(value)}`);
  return [parts.join(' '), ...details].join(' · ');
}
