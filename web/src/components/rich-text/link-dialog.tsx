import { Form, Input } from 'antd';
import { AppModal } from '../modal/app-modal';
import { linkAddress } from './link-address';
import { RICH_TEXT_TEXT as T } from './text';

export interface LinkDialogProps {
  /** The link the selection has already ('' for none). */
  initial: string;
  /** The checked address; '' removes the link. */
  onSave: (href: string) => void;
  onClose: () => void;
}

/** Sets, changes or removes the link of the selected text; only addresses the sanitiser keeps are taken. */
export function LinkDialog({ initial, onSave, onClose }: LinkDialogProps) {
  const [form] = Form.useForm<{ address: string }>();
  const submit = ({ address }: { address: string }) => {
    const checked = linkAddress(address ?? '');
    if (checked.ok) onSave(checked.href);
  };
  return (
    <AppModal open title={T.linkTitle} onClose={onClose} onConfirm={() => form.submit()} width={480}>
      <Form form={form} name="rich-text-link" layout="vertical" requiredMark={false} initialValues={{ address: initial }} onFinish={submit}>
        <Form.Item
          name="address"
          label={T.linkAddress}
          extra={T.linkHelp}
          rules={[
            {
              validator: (_rule, value: string | undefined) =>
                linkAddress(value ?? '').ok ? Promise.resolve() : Promise.reject(new Error(T.linkInvalid)),
            },
          ]}
        >
          <Input autoComplete="off" inputMode="url" autoFocus />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
