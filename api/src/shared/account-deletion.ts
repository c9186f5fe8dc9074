// Deleting an account (issue 26 §2): what the routes answer and the sentences both sides show.
// Pure TypeScript: the API's views implement these and the web imports them (`#shared/account-deletion`).

/** Days between the request and the deletion; logging in or 'Löschung abbrechen' cancels meanwhile. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;

/** What kept content shows for an author whose account is gone. */
export const FORMER_MEMBER_NAME = 'Ehemaliges Mitglied';

/**
 * The author of kept content whose account is gone (wiki chapters, news, calendar entries, events, surveys):
 * no id, the one name, and the same name as `contact` for screens that read first and last name.
 */
export interface FormerMember {
  _id: null;
  name: typeof FORMER_MEMBER_NAME;
  contact: { first_name: string; last_name: string };
}

export const FORMER_MEMBER: FormerMember = {
  _id: null,
  name: FORMER_MEMBER_NAME,
  contact: { first_name: 'Ehemaliges', last_name: 'Mitglied' },
};

/** DELETE /api/auth/private/user and the admin route without `immediate`: 202. */
export interface AccountDeletionPending {
  deletionAt: string;
}

/** DELETE /api/auth/admin/user/{userId} with `immediate: true`: 200 once the account is gone. */
export interface AccountDeleted {
  deletedAt: string;
}

export interface AccountDeletionInput {
  password: string;
}

export interface AdminAccountDeletionInput {
  immediate?: boolean;
}

/** The 409 while the person is the last administration of groups: one sentence per group. */
export function lastAdminSentence(groupName: string): string {
  return `Du bist die letzte Administration von „${groupName}“. Ernenne zuerst jemand anderen zur Administration oder lösche die Gruppe.`;
}

export const ACCOUNT_DELETION_TEXT = {
  wrongPassword: 'Das Passwort ist falsch.',
  passwordRequired: 'Bitte gib dein Passwort ein.',
  cancelled: 'Die Löschung deines Kontos ist abgebrochen.',
  nonePending: 'Für dein Konto ist keine Löschung vorgesehen.',
  ownAccount: 'Dein eigenes Konto löschst du unter „Mein Konto“.',
};

/** Deleting a group (issue 26 §2): its administration confirms by typing the group's name. */
export const GROUP_DELETION_TEXT = {
  nameRequired: 'Bitte gib zur Bestätigung den Namen der Gruppe ein.',
  nameMismatch: 'Der Name stimmt nicht. Gib ihn genau so ein, wie er oben steht.',
};

export interface GroupDeletionInput {
  /** The group's name, typed as confirmation. */
  name: string;
}
