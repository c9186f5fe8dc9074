// The programme (the configuration's table-of-contents part) as sent on create and update. An item names
// its new files by their position among the request's `newUploads` files (`newUploads: [0, 2]`) and the
// existing files it keeps by id (`materials`); files no item names become the event's own materials.
import { isUUID } from 'class-validator';
import { randomUUID } from 'node:crypto';
import {
  EVENT_MESSAGES as EM,
  EVENT_PROGRAM_DESCRIPTION_MAX_LENGTH,
  EVENT_PROGRAM_MAX_ITEMS,
  EVENT_PROGRAM_TIME_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
} from '#shared/event';
import { MESSAGES } from '#shared/validation';
import { sanitizeRichText } from '../../common/validation/rich-text';
import type { FieldError } from '../../core/domain.exception';
import type { StoredProgramItem } from './entities/event.entity';
import { SHAPE_MESSAGES, unknownKeys } from './event.rules';

export const PROGRAM_MESSAGES = {
  configurationInvalid: 'Die Konfiguration ist ungültig.',
  uploadIndexInvalid: 'Dieser Programmpunkt nennt eine Datei, die nicht hochgeladen wurde.',
  uploadIndexTwice: 'Eine hochgeladene Datei kann nur zu einem Programmpunkt gehören.',
  materialsInvalid: 'Die Liste der Materialien ist ungültig.',
} as const;

/** An item before its new files are stored: `uploads` are indexes into the request's files. */
export interface ProgramItemDraft extends StoredProgramItem {
  uploads: number[];
}

const ITEM_KEYS = ['_id', 'time', 'title', 'description', 'materials', 'newUploads'];
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIndexList = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => Number.isInteger(n));

/**
 * `{ toc: [...] }` checked against `current` (items keep their `_id` when it names an existing one) and
 * `uploadCount` files in the request. Descriptions leave through the one sanitiser.
 */
export function checkProgram(
  input: unknown,
  current: readonly StoredProgramItem[],
  uploadCount: number,
): { value: ProgramItemDraft[]; errors: FieldError[] } {
  const fail = (field: string, message: string) => ({ value: [], errors: [{ field, message }] });
  if (!isRecord(input)) return fail('configuration', PROGRAM_MESSAGES.configurationInvalid);
  const errors = unknownKeys(input, ['toc'], 'configuration');
  const toc = input.toc ?? [];
  if (!Array.isArray(toc)) return fail('configuration.toc', PROGRAM_MESSAGES.configurationInvalid);
  if (toc.length > EVENT_PROGRAM_MAX_ITEMS) return fail('configuration.toc', SHAPE_MESSAGES.tooMany(EVENT_PROGRAM_MAX_ITEMS));
  const known = new Set(current.map((i) => i._id));
  const claimed = new Set<number>();
  const value = toc.map((raw: unknown, i): ProgramItemDraft => {
    const path = `configuration.toc.${i}`;
    const problem = (field: string, message: string) => errors.push({ field: `${path}.${field}`, message });
    const empty: ProgramItemDraft = { _id: randomUUID(), time: '', title: '', description: '', materialIds: [], uploads: [] };
    if (!isRecord(raw)) {
      errors.push({ field: path, message: SHAPE_MESSAGES.fieldInvalid });
      return empty;
    }
    errors.push(...unknownKeys(raw, ITEM_KEYS, path));
    const id = typeof raw._id === 'string' && known.has(raw._id) ? raw._id : empty._id;
    known.delete(id);
    const title = typeof raw.title === 'string' ? raw.title.trim() : '';
    if (!title) problem('title', EM.programTitleRequired);
    else if (title.length > EVENT_TITLE_MAX_LENGTH) problem('title', MESSAGES.tooLong(EVENT_TITLE_MAX_LENGTH));
    const time = raw.time === undefined ? '' : raw.time;
    if (typeof time !== 'string') problem('time', SHAPE_MESSAGES.fieldInvalid);
    else if (time.trim().length > EVENT_PROGRAM_TIME_MAX_LENGTH) problem('time', MESSAGES.tooLong(EVENT_PROGRAM_TIME_MAX_LENGTH));
    const rawDescription = raw.description === undefined ? '' : raw.description;
    const description = typeof rawDescription === 'string' ? sanitizeRichText(rawDescription) : '';
    if (typeof rawDescription !== 'string') problem('description', SHAPE_MESSAGES.fieldInvalid);
    else if (description.length > EVENT_PROGRAM_DESCRIPTION_MAX_LENGTH) {
      problem('description', MESSAGES.tooLong(EVENT_PROGRAM_DESCRIPTION_MAX_LENGTH));
    }
    const materials = raw.materials === undefined ? [] : raw.materials;
    if (!Array.isArray(materials) || !materials.every((m) => typeof m === 'string' && isUUID(m, 'all'))) {
      problem('materials', PROGRAM_MESSAGES.materialsInvalid);
    }
    const uploads = raw.newUploads === undefined ? [] : raw.newUploads;
    if (!isIndexList(uploads) || uploads.some((n) => n < 0 || n >= uploadCount)) problem('newUploads', PROGRAM_MESSAGES.uploadIndexInvalid);
    else if (uploads.some((n) => claimed.has(n)) || new Set(uploads).size !== uploads.length) {
      problem('newUploads', PROGRAM_MESSAGES.uploadIndexTwice);
    } else uploads.forEach((n) => claimed.add(n));
    return {
      _id: id,
      time: typeof time === 'string' ? time.trim() : '',
      title,
      description,
      materialIds: Array.isArray(materials) ? [...new Set(materials as string[])] : [],
      uploads: isIndexList(uploads) ? uploads : [],
    };
  });
  return { value, errors };
}
