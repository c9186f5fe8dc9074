import { Form, Input, Select, Switch } from 'antd';
import { TENANT_TYPE_LABELS, TenantType } from '#shared/levels';
import { MESSAGES, TITLE_MAX_LENGTH } from '#shared/validation';
import type { RequestError } from '../../api/errors';
import { AppModal } from '../../components/modal/app-modal';
import { toast } from '../../components/toast/toast';
import { applyServerErrors } from '../../lib/form-rules';
import { type AdminDomain, useCreateAdminTenantMutation } from './api';

export const TYPE_OPTIONS = Object.values(TenantType).map((type) => ({ value: type, label: TENANT_TYPE_LABELS[type] }));
export const ADMIN_TEXT = {
  nameRequired: 'Bitte gib einen Namen ein.',
  domainRequired: 'Bitte wähle eine Domain aus.',
  typeRequired: 'Bitte wähle einen Typ aus.',
} as const;

/** Create a group in a domain (SPEC 7 POST /tenant/admin/tenant). */
export function TenantCreateDialog({ open, domains, onClose }: { open: boolean; domains: AdminDomain[]; onClose: () => void }) {
  const [form] = Form.useForm();
  const [create, { isLoading }] = useCreateAdminTenantMutation();
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await create({ name: values.name.trim(), type: values.type, domainId: values.domainId, isPublic: !!values.isPublic }).unwrap();
      toast.success('Die Gruppe wurde angelegt.');
      form.resetFields();
      onClose();
    } catch (error) {
      applyServerErrors(form, error as RequestError);
      // The base query has already shown the error toast (SPEC 8).
    }
  };
  return (
    <AppModal open={open} title="Gruppe anlegen" onClose={onClose} onConfirm={save} confirmLoading={isLoading}>
      <Form form={form} layout="vertical" initialValues={{ type: TenantType.SV, isPublic: false }}>
        <Form.Item
          label="Name"
          name="name"
          rules={[
            { required: true, whitespace: true, message: ADMIN_TEXT.nameRequired },
            { max: TITLE_MAX_LENGTH, message: MESSAGES.tooLong(TITLE_MAX_LENGTH) },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Typ" name="type" rules={[{ required: true, message: ADMIN_TEXT.typeRequired }]}>
          <Select options={TYPE_OPTIONS} />
        </Form.Item>
        <Form.Item label="Domain" name="domainId" rules={[{ required: true, message: ADMIN_TEXT.domainRequired }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={domains.map((d) => ({ value: d._id, label: d.name }))} />
        </Form.Item>
        <Form.Item label="Offene Gruppe" name="isPublic" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
