// The device fingerprint of the public survey page (issue 15 §1: ANONYMOUS allows one answer per device).
// Why random and kept: a stable random id per browser is enough to tell devices apart without reading
// anything about the device; the server stores only its hash.

const KEY = 'plenum.surveyIdentifier';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function browserStore(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null; // privacy mode: the id lives for this page only
  }
}

let fallback: string | null = null;

/** The device's identifier: read from localStorage, or made once and stored there. */
export function surveyIdentifier(store: Store | null = browserStore()): string {
  try {
    const known = store?.getItem(KEY);
    if (known) return known;
    const made = randomId();
    store?.setItem(KEY, made);
    return made;
  } catch {
    fallback ??= randomId();
    return fallback;
  }
}
