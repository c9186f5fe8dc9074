import type { BudgetPositionInput } from '#shared/budget';

// What the position screens send (SPEC 7): JSON, or multipart once receipts travel along. Multipart carries
// every field as text: numbers as '12.5', arrays as JSON text, and null as '' (the API reads an empty actual,
// date or group as "clear it").

export interface PositionWrite {
  fields: Partial<BudgetPositionInput>;
  /** Stored receipts to keep (ids); left out keeps all. */
  keep?: string[];
  added?: File[];
}

/** The body of a create or update: plain JSON unless a receipt is sent. */
export function positionBody({ fields, keep, added = [] }: PositionWrite): FormData | Record<string, unknown> {
  const json: Record<string, unknown> = { ...fields };
  if (keep) json.materials = keep;
  if (added.length === 0) return json;
  const body = new FormData();
  for (const [name, value] of Object.entries(json)) {
    if (value === undefined) continue;
    body.append(name, value === null ? '' : Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  for (const file of added) body.append('newUploads', file, file.name);
  return body;
}

/** Where a server field error belongs in the position forms. */
export function positionFieldName(field: string): (string | number)[] {
  if (field === 'newUploads' || field.startsWith('materials')) return ['materials'];
  return [field];
}
