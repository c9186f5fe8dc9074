// What the profile screens send (SPEC 7): JSON, or multipart once an image travels along, every field then a
// text part and booleans as 'true'/'false'. The API takes both (profile.controller.ts, profile-object.controller.ts).
import type { ProfileFields } from '#shared/profile';
import type { ContentStatus } from '#shared/profile-objects';

/** A picked image, or the instruction to drop the stored one; undefined leaves it as it is. */
export type ImageChange = { file: File } | 'remove' | undefined;

export interface ProfileWrite {
  fields: Partial<ProfileFields>;
  avatarImage?: ImageChange;
  backgroundImage?: ImageChange;
}

export interface ProfileObjectWrite {
  title?: string;
  content?: string;
  status?: ContentStatus;
  image?: ImageChange;
}

function toBody(json: Record<string, unknown>, files: [string, File][]): FormData | Record<string, unknown> {
  if (files.length === 0) return json;
  const body = new FormData();
  for (const [name, value] of Object.entries(json)) body.append(name, String(value));
  for (const [name, file] of files) body.append(name, file, file.name);
  return body;
}

/** `PUT /profile/tenant/{tenantId}`: the text fields, new images as files, removals as flags. */
export function profileBody({ fields, avatarImage, backgroundImage }: ProfileWrite): FormData | Record<string, unknown> {
  const json: Record<string, unknown> = { ...fields };
  const files: [string, File][] = [];
  if (avatarImage === 'remove') json.removeAvatarImage = true;
  else if (avatarImage) files.push(['avatarImage', avatarImage.file]);
  if (backgroundImage === 'remove') json.removeBackgroundImage = true;
  else if (backgroundImage) files.push(['backgroundImage', backgroundImage.file]);
  return toBody(json, files);
}

/** POST/PUT of a news item or project: only the fields given; a status alone is a workflow step. */
export function profileObjectBody({ image, ...fields }: ProfileObjectWrite): FormData | Record<string, unknown> {
  const json: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const files: [string, File][] = [];
  if (image === 'remove') json.removeImage = true;
  else if (image) files.push(['image', image.file]);
  return toBody(json, files);
}

/** Markup without a visible word ('<p></p>', '<p><br></p>') is no content: the API refuses it the same way. */
export function hasVisibleText(html: string | undefined): boolean {
  return (
    (html ?? '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
      .trim().length > 0
  );
}
