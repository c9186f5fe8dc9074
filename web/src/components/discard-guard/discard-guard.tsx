import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { AppModal } from '../modal/app-modal';

export const DISCARD_TEXT = {
  title: 'Änderungen verwerfen?',
  text: 'Was du hier geändert hast, ist noch nicht gespeichert.',
  discard: 'Verwerfen',
  keep: 'Weiter bearbeiten',
} as const;

interface DiscardRegistry {
  /** Marks a form as holding unsaved changes (or no longer). */
  set: (id: string, dirty: boolean) => void;
}

const DiscardRegistryContext = createContext<DiscardRegistry | null>(null);

function DiscardDialog({ open, onDiscard, onKeep }: { open: boolean; onDiscard: () => void; onKeep: () => void }) {
  return (
    <AppModal
      open={open}
      variant="CONFIRM"
      title={DISCARD_TEXT.title}
      confirmText={DISCARD_TEXT.discard}
      cancelText={DISCARD_TEXT.keep}
      onConfirm={onDiscard}
      onClose={onKeep}
    >
      <p>{DISCARD_TEXT.text}</p>
    </AppModal>
  );
}

/**
 * One router blocker for the whole logged-in app (react-router supports one at a time): while any form
 * below holds unsaved changes, leaving for another screen or chapter asks first, and a reload or closing the tab gets
 * the browser's own question (its text cannot be set).
 */
export function DiscardGuardProvider({ children }: { children: ReactNode }) {
  const dirtyForms = useRef(new Set<string>());
  const [anyDirty, setAnyDirty] = useState(false);
  const registry = useMemo<DiscardRegistry>(
    () => ({
      set: (id, dirty) => {
        if (dirty) dirtyForms.current.add(id);
        else dirtyForms.current.delete(id);
        setAnyDirty(dirtyForms.current.size > 0);
      },
    }),
    [],
  );
  // Read from the ref, so a form released just before its own navigation (after saving) is not asked about.
  const blocker = useBlocker(
    useCallback(
      // The query counts too: a wiki's chapters are `?section=`, the calendar's entries `?entry=`.
      ({ currentLocation: from, nextLocation: to }) =>
        dirtyForms.current.size > 0 && (from.pathname !== to.pathname || from.search !== to.search),
      [],
    ),
  );
  useEffect(() => {
    if (!anyDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  const discard = () => {
    dirtyForms.current.clear();
    setAnyDirty(false);
    blocker.proceed?.();
  };
  return (
    <DiscardRegistryContext.Provider value={registry}>
      {children}
      <DiscardDialog open={blocker.state === 'blocked'} onDiscard={discard} onKeep={() => blocker.reset?.()} />
    </DiscardRegistryContext.Provider>
  );
}

export interface DiscardGuard {
  /** Runs `close` at once when nothing is changed; else asks 'Änderungen verwerfen?' first. */
  confirm: (close: () => void) => void;
  /** After saving, before the form's own navigation: the changes are kept, nothing to ask. */
  release: () => void;
  /** Render once next to the form: the question. */
  dialog: ReactNode;
}

/**
 * Unsaved work is never thrown away without asking (issue 28 §4): pass whether the form holds changes.
 * Leaving the screen and reloading ask through the provider; closing a dialog or drawer goes through `confirm`.
 */
export function useDiscardGuard(dirty: boolean): DiscardGuard {
  const registry = useContext(DiscardRegistryContext);
  const id = useId();
  useEffect(() => {
    if (!registry || !dirty) return;
    registry.set(id, true);
    return () => registry.set(id, false);
  }, [registry, dirty, id]);

  const [pending, setPending] = useState<(() => void) | null>(null);
  const release = useCallback(() => registry?.set(id, false), [registry, id]);
  const confirm = useCallback(
    (close: () => void) => {
      if (dirty) setPending(() => close);
      else close();
    },
    [dirty],
  );
  const discard = () => {
    const close = pending;
    setPending(null);
    release();
    close?.();
  };
  const dialog = <DiscardDialog open={pending !== null} onDiscard={discard} onKeep={() => setPending(null)} />;
  return { confirm, release, dialog };
}

export interface ChangesGuard extends DiscardGuard {
  /** Pass as the form's `onValuesChange`: the user changed something. */
  changed: () => void;
  /** The changes are stored: nothing left to ask about. */
  saved: () => void;
}

/** The guard for a dialog or form that tracks its own changes: every user edit makes it dirty. */
export function useChangesGuard(): ChangesGuard {
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard(dirty);
  const changed = useCallback(() => setDirty(true), []);
  const { release } = guard;
  const saved = useCallback(() => {
    release();
    setDirty(false);
  }, [release]);
  return { ...guard, changed, saved };
}
