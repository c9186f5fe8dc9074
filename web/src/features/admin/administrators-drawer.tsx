import { DeleteOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Form, Input, Table, Typography } from 'antd';
import { EMAIL_PATTERN, MESSAGES } from '#shared/validation';
import type { RequestError } from '../../api/errors';
import { toast } from '../../components/toast/toast';
import { applyServerErrors } from '../../lib/form-rules';
import { type AdminDomain, type DomainAdministrator, useAddDomainAdministratorMutation, useDomainAdministratorsQuery, useRemoveDomainAdministratorMutation } from './api';

/** Who administers a domain: list, add by address, remove. */
export function AdministratorsDrawer({ domain, onClose }: { domain: AdminDomain; onClose: () => void }) {
  const [form] = Form.useForm();
  const admins = useDomainAdministratorsQuery(domain._id);
  const [add, adding] = useAddDomainAdministratorMutation();
  const [remove] = useRemoveDomainAdministratorMutation();

  const onAdd = async (values: { mail: string }) => {
    try {
      await add({ domainId: domain._id, mail: values.mail.trim().toLowerCase() }).unwrap();
      form.resetFields();
      toast.success('Hinzugefügt.');
    } catch (error) {
      applyServerErrors(form, error as RequestError);
      // The base query has already shown the error toast (SPEC 8).
    }
  };
  const onRemove = async (a: DomainAdministrator) => {
    try {
      await remove({ domainId: domain._id, userId: a.userId }).unwrap();
      toast.success('Entfernt.');
    } catch (error) {
      // The base query has already shown the error toast (SPEC 8).
    }
  };

  return (
    <Drawer open title={`Verwaltende: ${domain.name}`} onClose={onClose} size={560}>
      <Form form={form} layout="vertical" onFinish={onAdd}>
        <Flex gap={8} align="end" wrap>
          <Form.Item
            label="E-Mail-Adresse"
            name="mail"
            style={{ flex: 1, minWidth: 220 }}
            rules={[
              { required: true, whitespace: true, message: 'Bitte gib eine E-Mail-Adresse ein.' },
              { pattern: EMAIL_PATTERN, transform: (v: string) => v?.trim(), message: MESSAGES.emailInvalid },
            ]}
          >
            <Input type="email" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={adding.isLoading}>
              Hinzufügen
            </Button>
          </Form.Item>
        </Flex>
      </Form>
      <Table<DomainAdministrator>
        rowKey="_id"
        size="small"
        loading={admins.isFetching}
        dataSource={admins.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: <Typography.Text>Noch niemand verwaltet diese Domain.</Typography.Text> }}
        columns={[
          { title: 'Name', key: 'name', render: (_v, a) => `${a.contact.first_name} ${a.contact.last_name}` },
          { title: 'E-Mail-Adresse', dataIndex: 'mail' },
          {
            title: 'Aktion',
            key: 'remove',
            render: (_v, a) => <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${a.mail} entfernen`} onClick={() => onRemove(a)} />,
          },
        ]}
      />
    </Drawer>
  );
}
