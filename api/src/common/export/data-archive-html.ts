// The readable German page of a data export (index.html): one table per section, every value escaped (names
// and texts are user input and may contain markup), no script, no external resource.
import type { DataArchive } from './data-archive';
import type { DataRecord, DataValue } from './data-sections';
import { germanDateTime } from './german-dates';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A cell's text: times in Berlin time, yes/no in German, lists and objects as readable JSON. */
function cellText(value: DataValue): string {
  if (value === null) return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) ? germanDateTime(new Date(value)) : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value, null, 1);
}

function table(records: DataRecord[], labels: Record<string, string>): string {
  if (!records.length) return '<p>Keine Einträge.</p>';
  const fields = [...new Set(records.flatMap((r) => Object.keys(r)))];
  const head = fields.map((f) => `<th>${escapeHtml(labels[f] ?? f)}</th>`).join('');
  const rows = records.map((r) => `<tr>${fields.map((f) => `<td>${escapeHtml(cellText(r[f] ?? null))}</td>`).join('')}</tr>`);
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`;
}

export function dataArchiveHtml(archive: DataArchive): string {
  const sections = archive.sections.map(
    ({ section, content }) => `<section><h2>${escapeHtml(section.title)}</h2>\n${table(content.records, section.labels)}</section>`,
  );
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src 'none'">
<title>${escapeHtml(archive.title)}</title>
<style>body{font-family:sans-serif;margin:2em;max-width:75em}table{border-collapse:collapse;margin-bottom:1em}
th,td{border:1px solid #ccc;padding:.3em .5em;text-align:left;vertical-align:top;white-space:pre-wrap}th{background:#f3f3f3}</style>
</head><body>
<h1>${escapeHtml(archive.title)}</h1>
<p>Erstellt am ${escapeHtml(germanDateTime(archive.createdAt))}. Dieselben Daten stehen maschinenlesbar in <code>data.json</code>, die hochgeladenen Dateien im Ordner <code>files/</code>.</p>
${archive.hinweis ? `<p><strong>Hinweis:</strong> ${escapeHtml(archive.hinweis)}</p>` : ''}
${sections.join('\n')}
</body></html>
`;
}
