// Downloads read back as a person's tools would. Why a helper: every export spec (delegate lists, event
// exports, election files) needs the raw bytes of a response, the CSV's rows, the PDF's text and its QR codes, the same way.
import { parse } from 'csv-parse/sync';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The poppler/zbar/LibreOffice command-line tools (installed on CI by api/scripts/bootstrap.cjs). */
export const run = promisify(execFile);

/** For supertest's `.buffer(true).parse(binary)`: the raw bytes of a download (it would otherwise parse or decode them). */
export const binary = (res: unknown, cb: (err: Error | null, body: Buffer) => void) => {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => cb(null, Buffer.concat(chunks)));
};

/** The bytes as a file `name` in a new temporary folder, for the tools that read files; returns its path. */
export async function savedFile(body: Buffer, name: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'plenum-download-')), name);
  await writeFile(path, body);
  return path;
}

/** A PDF's text as pdftotext reads it (pages separated by form feeds). */
export async function pdfText(pdf: Buffer | string): Promise<string> {
  const path = typeof pdf === 'string' ? pdf : await savedFile(pdf, 'file.pdf');
  return (await run('pdftotext', ['-enc', 'UTF-8', path, '-'])).stdout;
}

/** The rows of a German spreadsheet CSV (semicolons, BOM) keyed by their header, as a CSV parser reads them. */
export function csvRows(csv: Buffer): Record<string, string>[] {
  return parse(csv, { delimiter: ';', bom: true, columns: true });
}

/** What the QR codes on one page of a saved PDF scan to (rendered by pdftoppm, read by zbarimg), one per code. */
export async function scannedQrCodes(pdf: string, page = 1): Promise<string[]> {
  const image = pdf.replace(/\.pdf$/, '');
  await run('pdftoppm', ['-r', '150', '-png', '-f', String(page), '-l', String(page), '-singlefile', pdf, image]);
  const { stdout } = await run('zbarimg', ['--quiet', '--raw', `${image}.png`]);
  return stdout.trim().split('\n');
}

/** One cell as LibreOffice Calc opened it: the text it shows, its type, and the formula it would run (if any). */
export interface SpreadsheetCell {
  shown: string;
  type: string;
  formula: string | null;
}

const XML_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&apos;': "'", '&quot;': '"' };
const unescapeXml = (text: string) => text.replace(/&(lt|gt|amp|apos|quot);/g, (entity) => XML_ENTITIES[entity]);

/**
 * The rows of a German CSV export (semicolons, UTF-8) as LibreOffice Calc opens it with its defaults (formulas
 * evaluated): converted headless to flat ODS, whose XML says each cell's type, formula and shown text.
 */
export async function spreadsheetCells(csv: Buffer): Promise<SpreadsheetCell[][]> {
  const file = await savedFile(csv, 'export.csv');
  const dir = join(file, '..');
  // Its own profile: parallel test runs must not share LibreOffice's lock.
  const profile = `file://${join(dir, 'lo-profile')}`;
  await run(
    'soffice',
    [`-env:UserInstallation=${profile}`, '--headless', '--infilter=CSV:59,34,76,1', '--convert-to', 'fods', '--outdir', dir, file],
    {
      timeout: 120_000,
    },
  );
  const xml = await readFile(join(dir, 'export.fods'), 'utf8');
  return [...xml.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)].map(([, row]) =>
    [...row.matchAll(/<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)].flatMap(([, attributes, body = '']) => {
      const repeated = Number(/table:number-columns-repeated="(\d+)"/.exec(attributes)?.[1] ?? 1);
      const cell: SpreadsheetCell = {
        shown: unescapeXml([...body.matchAll(/<text:p>([\s\S]*?)<\/text:p>/g)].map(([, text]) => text.replace(/<[^>]+>/g, '')).join('\n')),
        type: /office:value-type="([^"]+)"/.exec(attributes)?.[1] ?? 'empty',
        formula: /table:formula="([^"]+)"/.exec(attributes)?.[1] ?? null,
      };
      // Trailing empty cells come as one repeated cell; never more than a row of an export holds.
      return Array.from({ length: Math.min(repeated, 50) }, () => cell);
    }),
  );
}
