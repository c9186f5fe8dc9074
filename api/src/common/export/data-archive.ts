// Writes a data export's ZIP (issue 26): `data.json` and `index.html` at the top, the uploaded files under
// `files/`. The archive goes to a temporary file and each upload is streamed into it only when its turn
// comes, so neither the archive nor the files are ever held in memory; the export job stores the file.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { ObjectStorage } from '../../infrastructure/storage/object-storage';
import { dataArchiveHtml } from './data-archive-html';
import type { DataSection, DataSectionContent, DataValue } from './data-sections';
import type { ReportProgress } from './export-kind';

export interface LoadedSection {
  section: DataSection;
  content: DataSectionContent;
}

export interface DataArchive {
  /** The page's heading, e.g. 'Meine Daten bei Plenum'. */
  title: string;
  createdAt: Date;
  /** The personal export's sentence about TAN and anonymous answers (`hinweis` in data.json). */
  hinweis?: string;
  sections: LoadedSection[];
}

/** Runs `load` for each section in turn, moving progress from `from` to `to`. */
export async function loadSections<S extends DataSection>(
  sections: S[],
  load: (section: S) => Promise<DataSectionContent>,
  progress: ReportProgress,
  [from, to]: [number, number],
): Promise<LoadedSection[]> {
  const loaded: LoadedSection[] = [];
  for (const [i, section] of sections.entries()) {
    loaded.push({ section, content: await load(section) });
    await progress(from + Math.floor(((i + 1) / sections.length) * (to - from)));
  }
  return loaded;
}

export function dataJson(archive: DataArchive): string {
  const data: Record<string, DataValue> = { erstelltAm: archive.createdAt.toISOString() };
  if (archive.hinweis) data.hinweis = archive.hinweis;
  for (const { section, content } of archive.sections) {
    data[section.key] = section.single ? (content.records[0] ?? null) : content.records;
  }
  return JSON.stringify(data, null, 2);
}

/** The ZIP as a temporary file (removed by the caller, or here when writing fails). */
export async function writeDataArchive(archive: DataArchive, uploads: ObjectStorage): Promise<{ tempFile: string }> {
  const tempFile = join(tmpdir(), `plenum-data-export-${randomUUID()}.zip`);
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(tempFile));
  const mtime = archive.createdAt;
  zip.addBuffer(Buffer.from(dataJson(archive)), 'data.json', { mtime });
  zip.addBuffer(Buffer.from(dataArchiveHtml(archive)), 'index.html', { mtime });
  for (const file of archive.sections.flatMap((s) => s.content.files ?? [])) {
    zip.addReadStreamLazy(`files/${file.path}`, { mtime }, (done) => {
      uploads.open(file.storageKey).then(
        // An upload whose object is already gone (deleted meanwhile) stays an empty entry beside its row.
        (object) => done(null, object?.stream ?? Readable.from([])),
        (err: unknown) => done(err, Readable.from([])),
      );
    });
  }
  zip.end();
  try {
    await written;
  } catch (err) {
    await rm(tempFile, { force: true });
    throw err;
  }
  return { tempFile };
}

/** A name safe as one path segment inside the ZIP (no folders, no `..`), prefixed to keep it unique. */
export function archiveFileName(prefix: string, name: string): string {
  const safe =
    name
      .replace(/[/\\\0]/g, '_')
      .replace(/^\.+/, '_')
      .slice(0, 150) || 'datei';
  return `${prefix}-${safe}`;
}
