// Profile object rows to responses. Whether the caller may edit, delete or move an object comes from the
// one set of rules (profile-object.rules.ts), so the web's buttons show exactly what the API allows.
import { CONTENT_STATUS_LABELS } from '#shared/profile-objects';
import type { ProfileObjectView } from '#shared/profile-objects';
import { iso } from '../../core/iso-date';
import { contentAuthor } from '../../core/views/person.view';
import type { ProfileObjectRow } from './profile-object.repository';
import { mayDelete, mayEdit, ProfileObjectActor, transitions } from './profile-object.rules';

export function profileObjectView(
  { object, author, image }: ProfileObjectRow,
  actor: ProfileObjectActor,
  userId: string,
): ProfileObjectView {
  const facts = { status: object.status, isAuthor: object.authorId !== null && object.authorId === userId };
  return {
    _id: object._id,
    tenantId: object.tenantId,
    kind: object.kind,
    title: object.title,
    content: object.content,
    status: object.status,
    statusLabel: CONTENT_STATUS_LABELS[object.status],
    image: image ? { _id: image._id, name: image.name, mimeType: image.mimeType } : null,
    author: contentAuthor(author),
    publishedAt: object.publishedAt ? iso(object.publishedAt) : null,
    mayEdit: mayEdit(actor, facts),
    mayDelete: mayDelete(actor, facts),
    transitions: transitions(actor, facts),
    createdAt: iso(object.createdAt),
    updatedAt: iso(object.updatedAt),
  };
}
