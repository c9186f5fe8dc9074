import type { MaterialView } from '#shared/files';

// What the chapter editor sends with PUT .../section/{sectionId} (SPEC 7: multipart, the kept material ids as
// JSON text in `materials`, every new file as a `newUploads` part). Left-out fields stay as stored.

export interface SectionWrite {
  title?: string;
  content?: string;
  /** Stored materials to keep (ids); left out keeps all. */
  keep?: string[];
  /** New files. */
  added?: File[];
}

export function sectionBody({ title, content, keep, added = [] }: SectionWrite): FormData {
  const body = new FormData();
  if (title !== undefined) body.append('title', title);
  if (content !== undefined) body.append('content', content);
  if (keep !== undefined) body.append('materials', JSON.stringify(keep));
  for (const file of added) body.append('newUploads', file, file.name);
  return body;
}

/** The material an upload added: the one in `after` that was not in `before`. */
export function addedMaterial(before: readonly MaterialView[], after: readonly MaterialView[]): MaterialView | undefined {
  const known = new Set(before.map((m) => m._id));
  return after.find((m) => !known.has(m._id));
}

/** The file name without its ending, as the alternative text of an inserted image. */
export const altOf = (name: string) => name.replace(/\.[a-z0-9]+$/i, '').trim() || name;

/** Where a section opens: the address names it, else the first chapter. */
export function chosenSection<T extends { _id: string }>(sections: readonly T[], wanted: string | null): T | undefined {
  return sections.find((s) => s._id === wanted) ?? sections[0];
}
