import type { AuditEntry } from '#shared/admin';
import { CHAT_REPORT_REASON_LABELS, type ChatReportReason } from '#shared/chat-reports';
import { ADMIN_TEXT, AUDIT_ACTIONS, AUDIT_DETAIL_LABELS, AUDIT_TEXT } from '../text';

type DetailValue = string | number | boolean | null;

/** Ids of the detail: kept for tracing on hover, never in the readable line (issue 11: no UUIDs). */
const ID_KEYS = new Set(['reportId', 'messageId']);
/** Names the line already shows as "Person: …" when they match the target. */
const TARGET_NAME_KEYS = new Set(['name', 'sender']);

const detailValue = (key: string, value: DetailValue) => {
  if (value === true) return ADMIN_TEXT.yes;
  if (value === false) return ADMIN_TEXT.no;
  if (key === 'reason' && typeof value === 'string') return CHAT_REPORT_REASON_LABELS[value as ChatReportReason] ?? value;
  return String(value);
};

const detailLine = (key: string, value: DetailValue) => `${AUDIT_DETAIL_LABELS[key] ?? key}: ${detailValue(key, value)}`;

const filledDetails = (entry: AuditEntry) => Object.entries(entry.detail ?? {}).filter(([, value]) => value !== null && value !== '');

/** One German line per entry: what was done, where, to whom, and the names recorded at the time. */
export function describeAuditEntry(entry: AuditEntry): string {
  const what = entry.action ? (AUDIT_ACTIONS[entry.action] ?? entry.action) : (AUDIT_TEXT.methods[entry.method] ?? entry.method);
  const parts = [what];
  if (entry.tenantName) parts.push(AUDIT_TEXT.inGroup(entry.tenantName));
  else if (!entry.action && entry.tenantId) parts.push(AUDIT_TEXT.unknownGroup);
  if (entry.domainName) parts.push(AUDIT_TEXT.inDomain(entry.domainName));
  if (entry.targetName) parts.push(AUDIT_TEXT.targetPerson(entry.targetName));
  const details = filledDetails(entry)
    .filter(([key, value]) => !ID_KEYS.has(key) && !(TARGET_NAME_KEYS.has(key) && value === entry.targetName))
    .map(([key, value]) => detailLine(key, value));
  return [parts.join(' '), ...details].join(' · ');
}

/** The hover text: the raw request and the ids of the detail (report, message), for tracing. */
export function auditEntryTrace(entry: AuditEntry): string {
  const ids = filledDetails(entry)
    .filter(([key]) => ID_KEYS.has(key))
    .map(([key, value]) => detailLine(key, value));
  return [`${entry.method} ${entry.route}`, ...ids].join(' · ');
}
