import { Button, Divider, Flex } from 'antd';
import type { ReactNode } from 'react';
import { DeleteButton, type DeleteButtonProps } from '../confirm/delete-button';

export interface FormFooterProps {
  /** The submit button's text. */
  saveText: ReactNode;
  /** Spins the submit button while the save runs. */
  saving: boolean;
  /** The confirmed delete on the right; left out (undefined) for those who may not delete. */
  remove?: DeleteButtonProps;
}

/** The end of an edit form: a divider, the submit button and, for those who may, the confirmed delete. */
export function FormFooter({ saveText, saving, remove }: FormFooterProps) {
  return (
    <>
      <Divider style={{ margin: '8px 0 16px' }} />
      <Flex justify="space-between" wrap gap={8}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {saveText}
        </Button>
        {remove && <DeleteButton {...remove} />}
      </Flex>
    </>
  );
}
