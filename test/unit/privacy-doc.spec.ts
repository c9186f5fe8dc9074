// docs/privacy.md's retention table is the defaults in #shared/retention, and its table list names every
// table of the schema: changing a default or adding a table without the document fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getMetadataArgsStorage } from 'typeorm';
import { ENTITIES } from '#api/schema/entities';
import { RETENTION_CATEGORIES, RETENTION_DEFAULTS, periodLabel } from '#shared/retention';

const doc = readFileSync(path.resolve(__dirname, '../../docs/privacy.md'), 'utf8');

/** The table between the markers, as the defaults write it. */
function retentionTable(): string {
  const rows = RETENTION_CATEGORIES.map((category) => {
    const d = RETENTION_DEFAULTS[category];
    const tables = d.tables.length ? d.tables.map((t) => `\`${t}\``).join(', ') : '(eigene Ablaufzeit, siehe unten)';
    return `| \`${category}\` | ${d.label} | ${periodLabel(d.period, d.unit)} (${periodLabel(d.min, d.unit)} bis ${periodLabel(d.max, d.unit)}) | ${d.reason} | ${tables} |`;
  });
  return ['| Kategorie | Daten | Standard (Grenzen) | Grund | Tabellen |', '|---|---|---|---|---|', ...rows].join('\n');
}

describe('docs/privacy.md', () => {
  it('shows the retention defaults as the code has them', () => {
    const between = doc.split('<!-- retention-table -->')[1];
    expect(between?.trim()).toBe(retentionTable());
  });

  it('names every table of the schema with what deletes it', () => {
    const tables = getMetadataArgsStorage()
      .tables.filter((t) => ENTITIES.some((e) => e === t.target))
      .map((t) => t.name!);
    const missing = [...tables, 'storage_deletion', 'outbox', 'survey_answer_item', 'calendar_feed']
      .filter((table) => !doc.includes(`| \`${table}\` |`))
      .sort();
    expect(missing).toEqual([]);
  });
});
