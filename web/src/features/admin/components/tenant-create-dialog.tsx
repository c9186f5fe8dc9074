import { Form, Select } from 'antd';
import type { AdminDomain } from '#shared/admin';
import { TENANT_TYPE_LABELS, TenantType } from '#shared/levels';
import { GroupNameItem, OpenGroupItem } from '../../../components/group-form/group-fields';
import { AppModal } from '../../../components/modal/app-modal';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useCreateAdminTenantMutation } from '../api';
import { ADMIN_TEXT, TENANTS_TEXT } from '../text';

export const TYPE_OPTIONS = Object.values(TenantType).map((type) => ({ value: type, label: TENANT_TYPE_LABELS[type] }));

/** Create a group in a domain (SPEC 7 POST /tenant/admin/tenant). */
export function TenantCreateDialog({ open, domains, onClose }: { open: boolean; domains: AdminDomain[]; onClose: () => void }) {
  const [form] = Form.useForm();
  const [createTenant, { isLoading }] = useCreateAdminTenantMutation();
  const create = useFormMutation(form, createTenant);
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const result = await create({ name: values.name.trim(), type: values.type, domainId: values.domainId, isPublic: !!values.isPublic });
    if (!result.ok) return;
    toast.success(TENANTS_TEXT.created);
    form.resetFields();
    onClose();
  };
  return (
    <AppModal open={open} title={TENANTS_TEXT.create} onClose={onClose} onConfirm={save} confirmLoading={isLoading}>
      <Form form={form} layout="vertical" initialValues={{ type: TenantType.SV, isPublic: false }}>
        <GroupNameItem />
        <Form.Item label={ADMIN_TEXT.type} name="type" rules={[{ required: true, message: ADMIN_TEXT.typeRequired }]}>
          <Select options={TYPE_OPTIONS} />
        </Form.Item>
        <Form.Item label={ADMIN_TEXT.domain} name="domainId" rules={[{ required: true, message: ADMIN_TEXT.domainRequired }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={domains.map((d) => ({ value: d._id, label: d.name }))} />
        </Form.Item>
        <OpenGroupItem />
      </Form>
    </AppModal>
  );
}
