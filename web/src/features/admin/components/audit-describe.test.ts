import type { AuditEntry } from '#shared/admin';
import { auditEntryTrace, describeAuditEntry } from './audit-describe';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  _id: 'a1',
  createdAt: '2026-11-20T09:05:00.000Z',
  reason: 'ADMIN',
  action: null,
  method: 'PUT',
  route: '/api/x',
  permission: null,
  platformLevel: 0,
  tenantId: null,
  domainId: null,
  targetId: 'u2',
  detail: null,
  user: null,
  tenantName: null,
  domainName: null,
  targetName: 'Lea Schmidt',
  ...over,
});

describe('describeAuditEntry: accounts and chat moderation (issue 13)', () => {
  it('reads a platform role change and a suspension in German, without repeating the name', () => {
    const change = entry({
      action: 'user.level-change',
      detail: { name: 'Lea Schmidt', from: 'Benutzer', to: 'Plattform-Moderation' },
    });
    expect(describeAuditEntry(change)).toBe('Plattformrolle geändert Person: Lea Schmidt · Bisher: Benutzer · Neu: Plattform-Moderation');
    expect(describeAuditEntry(entry({ action: 'user.suspend', detail: { name: 'Lea Schmidt' } }))).toBe(
      'Konto gesperrt Person: Lea Schmidt',
    );
    expect(describeAuditEntry(entry({ action: 'user.unsuspend', detail: { name: 'Lea Schmidt' } }))).toBe(
      'Sperre aufgehoben Person: Lea Schmidt',
    );
  });

  it('names the moderation action and the reason, keeps the ids for the hover text only', () => {
    const detail = { reportId: 'r-1', messageId: 'm-1', reason: 'INSULT', sender: 'Lea Schmidt' };
    const removed = entry({ action: 'chat-report.remove', tenantName: 'SV Goethe-Gymnasium', detail });
    expect(describeAuditEntry(removed)).toBe(
      'Gemeldete Nachricht entfernt in „SV Goethe-Gymnasium“ Person: Lea Schmidt · Grund: Beleidigung',
    );
    expect(auditEntryTrace(removed)).toBe('PUT /api/x · Meldung: r-1 · Nachricht: m-1');
    // A deleted account has no current name: the name recorded at the time is shown.
    expect(describeAuditEntry(entry({ action: 'chat-report.warn', targetName: null, detail }))).toBe(
      'Wegen einer Chat-Meldung verwarnt · Grund: Beleidigung · Verfasst von: Lea Schmidt',
    );
    expect(describeAuditEntry(entry({ action: 'chat-report.dismiss', detail }))).toMatch(/^Chat-Meldung verworfen /);
    expect(describeAuditEntry(entry({ action: 'chat-report.suspend', detail }))).toMatch(/^Wegen einer Chat-Meldung gesperrt /);
  });
});
