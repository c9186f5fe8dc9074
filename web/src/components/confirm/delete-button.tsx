import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { ConfirmAction } from './confirm-action';

export interface DeleteButtonProps {
  /** The button's text, e.g. 'Event löschen'. */
  label: ReactNode;
  /** Names what is lost, e.g. '„Sommerfest“ löschen?' (docs/ui-patterns.md, pattern 1). */
  title: ReactNode;
  /** What goes with it, e.g. 'Das Event wird mit allen Anmeldungen … gelöscht.' */
  text: ReactNode;
  /** Runs only after the dialog's 'Löschen'; may return a promise (the dialog waits for it). */
  onConfirm: () => unknown;
}

/** A red delete button that asks first with a specific dialog. */
export function DeleteButton({ label, title, text, onConfirm }: DeleteButtonProps) {
  return (
    <ConfirmAction title={title} text={text} confirmText="Löschen" onConfirm={onConfirm}>
      <Button danger icon={<DeleteOutlined aria-hidden />}>
        {label}
      </Button>
    </ConfirmAction>
  );
}
