import { cloneElement, useCallback, useRef, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { AppModal, MODAL_TEXT } from '../modal/app-modal';

export interface ConfirmOptions {
  /** Names what is lost, e.g. 'Lea Schmidt aus der SV Goethe-Gymnasium entfernen?'. Default: 'Eintrag löschen'. */
  title?: ReactNode;
  /** What happens, e.g. 'Die Gruppe und alle ihre Inhalte werden gelöscht.' Default: the SPEC's question. */
  text?: ReactNode;
  /** The button says what it does ('Entfernen', 'Verlassen'); default 'Löschen'. */
  confirmText?: ReactNode;
  /** Red button (default); false for a change that loses nothing, e.g. a new role. */
  danger?: boolean;
  /** Runs on the confirm button; the dialog stays open (button spinning) until it settles, then closes. */
  onConfirm: () => unknown;
}

export interface Confirm {
  /** Opens the dialog; nothing happens until the user presses its button. */
  ask: (options: ConfirmOptions) => void;
  /** Render this once in the screen: the dialog itself. */
  dialog: ReactNode;
}

/**
 * The one way a destructive action asks first (docs/ui-patterns.md). A failed action is not reported here:
 * the mutation's own toast says what went wrong, and the dialog closes either way.
 */
export function useConfirm(): Confirm {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const close = useCallback(() => {
    if (!running.current) setOptions(null);
  }, []);

  const confirm = useCallback(async () => {
    if (!options || running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await options.onConfirm();
    } catch {
      // The base query has already shown the error toast (SPEC 8).
    } finally {
      running.current = false;
      setBusy(false);
      setOptions(null);
    }
  }, [options]);

  const dialog = (
    <AppModal
      open={!!options}
      variant={options?.danger === false ? 'DEFAULT' : 'CONFIRM'}
      title={options?.title ?? MODAL_TEXT.deleteTitle}
      confirmText={options?.confirmText}
      confirmLoading={busy}
      onClose={close}
      onConfirm={() => void confirm()}
    >
      <p>{options?.text ?? MODAL_TEXT.deleteText}</p>
    </AppModal>
  );

  const ask = useCallback((next: ConfirmOptions) => setOptions(next), []);
  return { ask, dialog };
}

export interface ConfirmActionProps extends ConfirmOptions {
  /** The trigger (usually a Button); its click opens the dialog instead of acting. */
  children: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
}

/** A trigger that asks before it acts: `<ConfirmAction title=... onConfirm=...><Button>...</Button></ConfirmAction>`. */
export function ConfirmAction({ children, ...options }: ConfirmActionProps) {
  const { ask, dialog } = useConfirm();
  return (
    <>
      {cloneElement(children, { onClick: () => ask(options) })}
      {dialog}
    </>
  );
}
