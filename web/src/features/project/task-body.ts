import type { ProjectTaskInput } from '#shared/project';

// What the task screens send on create and update (SPEC 7): JSON, or multipart once files travel along, with
// lists as JSON text and every file as a `newUploads` part; `materials` names the stored files to keep. An update
// changes only the fields it sends, so a checklist tick sends just the subtasks and the version.

export interface TaskWrite extends Partial<ProjectTaskInput> {
  /** Stored materials to keep (ids); left out, the server keeps them all. */
  materials?: string[];
  newUploads?: File[];
}

export function taskBody({ newUploads = [], ...fields }: TaskWrite): FormData | Record<string, unknown> {
  const json: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (newUploads.length === 0) return json;
  const body = new FormData();
  for (const [name, value] of Object.entries(json)) {
    // null travels as an empty part: the server reads it as "clear this field".
    body.append(name, value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const file of newUploads) body.append('newUploads', file, file.name);
  return body;
}
