import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';

export type ModalVariant = 'DEFAULT' | 'CONFIRM' | 'ALERT';

export const MODAL_TEXT = {
  cancel: 'Abbrechen',
  save: 'Speichern',
  delete: 'Löschen',
  close: 'Schließen',
  deleteTitle: 'Eintrag löschen',
  deleteText: 'Sind Sie sicher, dass Sie diesen Eintrag löschen möchten?',
} as const;

export interface AppModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** DEFAULT: Abbrechen + Speichern; CONFIRM: Abbrechen + red Löschen; ALERT: Schließen (SPEC 2.8). */
  variant?: ModalVariant;
  /** Cancel, close button, Escape and the ALERT's Schließen all end up here. */
  onClose: () => void;
  /** Speichern (DEFAULT) or Löschen (CONFIRM). */
  onConfirm?: () => void;
  confirmLoading?: boolean;
  confirmDisabled?: boolean;
  /** Replaces 'Speichern' / 'Löschen' when the action is neither (e.g. 'Gruppe verlassen'). */
  confirmText?: ReactNode;
  /** Replaces 'Abbrechen' when staying means more than cancelling (e.g. 'Weiter bearbeiten'). */
  cancelText?: ReactNode;
  width?: number;
}

function footerFor(props: AppModalProps): ReactNode[] {
  const { variant = 'DEFAULT', onClose, onConfirm, confirmLoading, confirmDisabled, confirmText, cancelText } = props;
  if (variant === 'ALERT') {
    return [
      <Button key="close" type="primary" onClick={onClose}>
        {MODAL_TEXT.close}
      </Button>,
    ];
  }
  const cancel = (
    <Button key="cancel" onClick={onClose} disabled={confirmLoading}>
      {cancelText ?? MODAL_TEXT.cancel}
    </Button>
  );
  const confirm = (
    <Button
      key="confirm"
      type="primary"
      danger={variant === 'CONFIRM'}
      loading={confirmLoading}
      disabled={confirmDisabled}
      onClick={onConfirm}
    >
      {confirmText ?? (variant === 'CONFIRM' ? MODAL_TEXT.delete : MODAL_TEXT.save)}
    </Button>
  );
  return [cancel, confirm];
}

/** The one modal dialog of the app; features pass their content and pick a variant. */
export function AppModal(props: AppModalProps) {
  const { open, title, children, onClose, width } = props;
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={footerFor(props)}
      width={width}
      destroyOnHidden
      mask={{ closable: !props.confirmLoading }}
    >
      {children}
    </Modal>
  );
}

export interface DeleteModalProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  loading?: boolean;
  title?: ReactNode;
  text?: ReactNode;
}

/** The default delete dialog: 'Eintrag löschen' with the spec's question unless a feature says more. */
export function DeleteModal({ open, onClose, onConfirm, loading, title, text }: DeleteModalProps) {
  return (
    <AppModal
      open={open}
      variant="CONFIRM"
      title={title ?? MODAL_TEXT.deleteTitle}
      onClose={onClose}
      onConfirm={onConfirm}
      confirmLoading={loading}
    >
      <p>{text ?? MODAL_TEXT.deleteText}</p>
    </AppModal>
  );
}
