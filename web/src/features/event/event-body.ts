import type { EventCustomField, EventSwitches, EventView } from '#shared/event';

// What the event screens send on create and update (SPEC 7): JSON, or multipart once files travel along, with
// objects and arrays as JSON text and every file as a `newUploads` part. A programme item names its new files
// by their position among those parts (`newUploads: [0, 2]`) and the stored files it keeps by id
// (`materials`); files no item names become the event's own materials (api/src/modules/event/event-program.ts).

export interface EventFields {
  title: string;
  description: string;
  location: string;
  startDate: string;
  endDate: string;
  viewAccess: number;
}

/** A custom field as the form holds it; `_id` keeps the answers already given attached to it. */
export type CustomFieldWrite = Omit<EventCustomField, '_id'> & { _id?: string };

export interface ProgramItemWrite {
  _id?: string;
  time: string;
  title: string;
  description: string;
  /** Stored files to keep (ids). */
  materials: string[];
  /** New files of this item. */
  files: File[];
}

export interface EventWrite {
  fields?: Partial<EventFields>;
  switches?: Partial<EventSwitches>;
  customFields?: CustomFieldWrite[];
  /** The code shown at the door; '' removes it. */
  doorCode?: string;
  program?: ProgramItemWrite[];
  /** The event's own materials: stored ones to keep and new files. */
  materials?: { keep: string[]; added: File[] };
}

/** The body of a create or update: plain JSON unless a file is sent. */
export function eventBody({
  fields = {},
  switches,
  customFields,
  doorCode,
  program,
  materials,
}: EventWrite): FormData | Record<string, unknown> {
  const files: File[] = [...(materials?.added ?? [])];
  const toc = program?.map(({ files: itemFiles, ...item }) => {
    const newUploads = itemFiles.map((file) => files.push(file) - 1);
    return { ...item, newUploads };
  });
  const json: Record<string, unknown> = { ...fields };
  if (switches) json.switches = switches;
  if (customFields) json.customFields = customFields;
  if (doorCode !== undefined) json.doorCode = doorCode;
  if (toc) json.configuration = { toc };
  if (materials) json.materials = materials.keep;
  if (files.length === 0) return json;

  const body = new FormData();
  for (const [name, value] of Object.entries(json)) {
    body.append(name, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  for (const file of files) body.append('newUploads', file, file.name);
  return body;
}

/** The programme as stored, ready to be sent again (with changes) by `eventBody`. */
export const programWrite = (event: Pick<EventView, 'configuration'>): ProgramItemWrite[] =>
  event.configuration.toc.map((item) => ({
    _id: item._id,
    time: item.time,
    title: item.title,
    description: item.description,
    materials: item.materials.map((m) => m._id),
    files: [],
  }));

/** Where a server field error belongs in the event forms (list indexes as numbers, as antd's Form.List names them). */
export function eventFieldName(field: string): (string | number)[] {
  if (field === 'startDate' || field === 'endDate') return ['range'];
  if (field === 'newUploads' || field.startsWith('materials')) return ['materials'];
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
