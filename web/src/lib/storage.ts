// localStorage can throw (privacy mode, disabled storage, quota): preferences are a comfort, never a reason
// for the app to break, so every access is guarded.
export const STORAGE_KEYS = {
  theme: 'plenum.theme',
  sidebarCollapsed: 'plenum.sidebarCollapsed',
  currentGroup: 'plenum.currentGroup',
} as const;

export const SESSION_KEYS = {
  flashToast: 'plenum.flashToast',
} as const;

function safe<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export const storage = {
  get: (key: string): string | null => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.localStorage.removeItem(key), undefined),
};

export const sessionStore = {
  get: (key: string): string | null => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.sessionStorage.removeItem(key), undefined),
};
