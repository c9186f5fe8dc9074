// Downloads read back as a person's tools would. Why a helper: every export spec (delegate lists, event
// exports, election files) needs the raw bytes of a response, the CSV's rows, the PDF's text and its QR codes, the same way.
import { parse } from 'csv-parse/sync';
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The poppler/zbar command-line tools (installed on CI by api/scripts/bootstrap.cjs). */
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
