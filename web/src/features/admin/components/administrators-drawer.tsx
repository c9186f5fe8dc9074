import { Button, Drawer, Flex, Form, Input, Typography } from 'antd';
import type { AdminDomain, DomainAdministrator } from '#shared/admin';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { contactName, mailColumn, nameColumn, removeColumn } from '../../../components/members/member-table';
import { ResponsiveTable } from '../../../components/responsive-table';
import { otherMailRules } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useAddDomainAdministratorMutation, useDomainAdministratorsQuery, useRemoveDomainAdministratorMutation } from '../api';
import { ADMINISTRATORS_TEXT, ADMIN_TEXT } from '../text';
import { ReadsState } from './admin-page';

/** Who administers a domain: list, add by address, remove. */
export function AdministratorsDrawer({ domain, onClose }: { domain: AdminDomain; onClose: () => void }) {
  const [form] = Form.useForm();
  const admins = useDomainAdministratorsQuery(domain._id);
  const [addAdministrator, adding] = useAddDomainAdministratorMutation();
  const add = useFormMutation(form, addAdministrator);
  const [remove] = useRemoveDomainAdministratorMutation();

  const onAdd = async (values: { mail: string }) => {
    if (!(await add({ domainId: domain._id, mail: values.mail.trim().toLowerCase() })).ok) return;
    form.resetFields();
    toast.success(ADMINISTRATORS_TEXT.added);
  };
  const confirm = useConfirm();
  const onRemove = (a: DomainAdministrator) =>
    confirm.ask({
      title: ADMINISTRATORS_TEXT.removeTitle(contactName(a.contact), domain.name),
      text: ADMINISTRATORS_TEXT.removeText,
      confirmText: ADMINISTRATORS_TEXT.remove,
      onConfirm: async () => {
        await remove({ domainId: domain._id, userId: a.userId }).unwrap();
        toast.success(ADMINISTRATORS_TEXT.removed);
      },
    });

  return (
    <Drawer open title={ADMINISTRATORS_TEXT.title(domain.name)} onClose={onClose} size={560}>
      <Form form={form} layout="vertical" onFinish={onAdd}>
        <Flex gap={8} align="end" wrap>
          <Form.Item label={ADMIN_TEXT.mail} name="mail" style={{ flex: 1, minWidth: 220 }} rules={otherMailRules}>
            <Input type="email" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={adding.isLoading}>
              {ADMINISTRATORS_TEXT.add}
            </Button>
          </Form.Item>
        </Flex>
      </Form>
      <ReadsState reads={[admins]}>
        <ResponsiveTable<DomainAdministrator>
          rowKey="_id"
          size="small"
          loading={admins.isFetching}
          dataSource={admins.data?.items ?? []}
          pagination={false}
          locale={{ emptyText: <Typography.Text>{ADMINISTRATORS_TEXT.none}</Typography.Text> }}
          columns={[
            nameColumn(),
            mailColumn(),
            removeColumn<DomainAdministrator>(ADMINISTRATORS_TEXT.action, (a) => ADMINISTRATORS_TEXT.removeLabel(a.mail), onRemove),
          ]}
        />
      </ReadsState>
      {confirm.dialog}
    </Drawer>
  );
}
