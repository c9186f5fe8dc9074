import { Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  CONTACT_GROUP_DESCRIPTION_MAX_LENGTH,
  CONTACT_GROUP_TITLE_MAX_LENGTH,
  type ContactGroupView,
  defaultContactViewAccess,
} from '#shared/contacts';
import { MESSAGES } from '#shared/validation';
import { TitleItem } from '../../../components/description-form/form-items';
import { useChangesGuard } from '../../../components/discard-guard/discard-guard';
import { AppModal } from '../../../components/modal/app-modal';
import { useViewAccessOptions } from '../../../components/view-access/use-view-access-options';
import { ViewAccessField } from '../../../components/view-access/view-access-field';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { CONTACT_GROUPS_TEXT as T } from '../contact-text';
import { useCreateContactGroupMutation, useUpdateContactGroupMutation } from '../contacts-api';

interface GroupValues {
  title: string;
  description: string;
  viewAccess: number;
}

export interface ContactGroupDialogProps {
  tenantId: string;
  /** Left out: a new contact group, whose page opens after saving. */
  group?: ContactGroupView;
  onClose: () => void;
}

/** Title, description and view access of a contact group. */
export function ContactGroupDialog({ tenantId, group, onClose }: ContactGroupDialogProps) {
  const [form] = Form.useForm<GroupValues>();
  // Closing with changes asks first (issue 28 §4).
  const guard = useChangesGuard();
  const [create, creating] = useCreateContactGroupMutation();
  const [update, updating] = useUpdateContactGroupMutation();
  const saveNew = useFormMutation(form, create);
  const saveChanged = useFormMutation(form, update);
  const navigate = useNavigate();
  const loading = creating.isLoading || updating.isLoading;
  const options = useViewAccessOptions();
  // A new group starts where the server's default is (level 2 or the own level below it), not at guest.
  const newAccess = defaultContactViewAccess(options.at(-1)?.value ?? 0);
  const initialAccess = group?.viewAccess ?? newAccess;

  const submit = async (values: GroupValues) => {
    const input = { title: values.title.trim(), description: (values.description ?? '').trim(), viewAccess: values.viewAccess };
    if (group) {
      const result = await saveChanged({ tenantId, contactGroupId: group._id, ...input });
      if (!result.ok) return;
      toast.success(T.saved);
      guard.release();
      onClose();
      return;
    }
    const result = await saveNew({ tenantId, ...input });
    if (!result.ok) return;
    toast.success(T.created);
    guard.release();
    onClose();
    navigate(paths.sv.contactGroup(result.data._id));
  };

  return (
    <AppModal
      open
      title={group ? T.editGroup : T.newGroup}
      onClose={() => guard.confirm(onClose)}
      onConfirm={() => form.submit()}
      confirmLoading={loading}
      width={560}
    >
      <Form<GroupValues>
        form={form}
        onValuesChange={guard.changed}
        name="contact-group"
        layout="vertical"
        requiredMark={false}
        initialValues={{ title: group?.title ?? '', description: group?.description ?? '', viewAccess: initialAccess }}
        onFinish={(values) => void submit(values)}
        disabled={loading}
      >
        <TitleItem label={T.title} requiredMessage={T.titleRequired} max={CONTACT_GROUP_TITLE_MAX_LENGTH} />
        <Form.Item
          name="description"
          label={T.description}
          rules={[{ max: CONTACT_GROUP_DESCRIPTION_MAX_LENGTH, message: MESSAGES.tooLong(CONTACT_GROUP_DESCRIPTION_MAX_LENGTH) }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="viewAccess" label={T.viewAccess} extra={T.viewAccessHelp}>
          <ViewAccessField options={options} initial={initialAccess} lessVisible={T.lessVisible} moreVisible={T.moreVisible} />
        </Form.Item>
      </Form>
      {guard.dialog}
    </AppModal>
  );
}
