import { TenantType, tenantLevels } from '#shared/levels';
import { hasPermission } from '#shared/permissions';
import { ContentStatus } from '#shared/profile-objects';
import { initialStatus, mayDelete, mayEdit, mayView, ProfileObjectActor, statusAfterUpdate, transitions } from './profile-object.rules';

const { DRAFT, EXAMINATION, PUBLISHED } = ContentStatus;
const creator: ProfileObjectActor = { create: true, edit: false, delete: false, publish: false };
const board: ProfileObjectActor = { create: true, edit: true, delete: true, publish: false };
const admin: ProfileObjectActor = { create: true, edit: true, delete: true, publish: true };
const guest: ProfileObjectActor = { create: false, edit: false, delete: false, publish: false };

describe('profile object rules', () => {
  it('every level that may publish, edit or delete may also create, in every tenant type', () => {
    for (const type of Object.values(TenantType)) {
      for (const level of tenantLevels(type)) {
        for (const p of ['profile-object:publish', 'profile-object:edit', 'profile-object:delete'] as const) {
          if (hasPermission(type, level, p))
            expect([type, level, hasPermission(type, level, 'profile-object:create')]).toEqual([type, level, true]);
        }
        if (hasPermission(type, level, 'profile-object:publish')) expect(hasPermission(type, level, 'profile-object:edit')).toBe(true);
      }
    }
  });

  it('shows drafts to their author only and examination to the author and reviewers', () => {
    expect(mayView(admin, { status: DRAFT, isAuthor: false })).toBe(false);
    expect(mayView(creator, { status: DRAFT, isAuthor: true })).toBe(true);
    expect(mayView(board, { status: EXAMINATION, isAuthor: false })).toBe(true);
    expect(mayView(creator, { status: EXAMINATION, isAuthor: false })).toBe(false);
    expect(mayView(creator, { status: EXAMINATION, isAuthor: true })).toBe(true);
    expect(mayView(guest, { status: PUBLISHED, isAuthor: false })).toBe(true);
  });

  it('lets the author edit and delete until it is published, the table always', () => {
    for (const status of [DRAFT, EXAMINATION]) {
      expect(mayEdit(creator, { status, isAuthor: true })).toBe(true);
      expect(mayDelete(creator, { status, isAuthor: true })).toBe(true);
    }
    expect(mayEdit(creator, { status: PUBLISHED, isAuthor: true })).toBe(false);
    expect(mayDelete(creator, { status: PUBLISHED, isAuthor: true })).toBe(false);
    expect(mayEdit(board, { status: PUBLISHED, isAuthor: false })).toBe(true);
    expect(mayDelete(board, { status: PUBLISHED, isAuthor: false })).toBe(true);
    // An author who lost the create permission (now a guest) keeps nothing.
    expect(mayEdit(guest, { status: DRAFT, isAuthor: true })).toBe(false);
  });

  it('refuses PUBLISHED from anyone without publish permission', () => {
    expect(initialStatus(creator, PUBLISHED)).toBeNull();
    expect(initialStatus(board, PUBLISHED)).toBeNull();
    expect(initialStatus(admin, PUBLISHED)).toBe(PUBLISHED);
    expect(initialStatus(creator, undefined)).toBe(DRAFT);
    expect(initialStatus(creator, EXAMINATION)).toBe(EXAMINATION);
    expect(statusAfterUpdate(board, EXAMINATION, PUBLISHED)).toBeNull();
    expect(statusAfterUpdate(board, PUBLISHED, PUBLISHED)).toBeNull();
  });

  it('returns a published object to examination when someone without publish permission edits it', () => {
    expect(statusAfterUpdate(board, PUBLISHED, undefined)).toBe(EXAMINATION);
    expect(statusAfterUpdate(admin, PUBLISHED, undefined)).toBe(PUBLISHED);
    expect(statusAfterUpdate(board, EXAMINATION, undefined)).toBe(EXAMINATION);
    expect(statusAfterUpdate(board, PUBLISHED, DRAFT)).toBe(DRAFT);
  });

  it('offers the workflow buttons the caller may use', () => {
    expect(transitions(creator, { status: DRAFT, isAuthor: true })).toEqual([EXAMINATION]);
    expect(transitions(creator, { status: EXAMINATION, isAuthor: true })).toEqual([DRAFT]);
    expect(transitions(creator, { status: PUBLISHED, isAuthor: true })).toEqual([]);
    expect(transitions(board, { status: EXAMINATION, isAuthor: false })).toEqual([DRAFT]);
    expect(transitions(admin, { status: EXAMINATION, isAuthor: false })).toEqual([DRAFT, PUBLISHED]);
    expect(transitions(admin, { status: PUBLISHED, isAuthor: false })).toEqual([DRAFT, EXAMINATION]);
    expect(transitions(guest, { status: PUBLISHED, isAuthor: false })).toEqual([]);
  });
});
