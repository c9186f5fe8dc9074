import { Form, Radio } from 'antd';
import {
  ContentStatus,
  PROFILE_OBJECT_KIND_LABELS,
  PROFILE_OBJECT_MESSAGES as PM,
  PROFILE_OBJECT_TITLE_MAX_LENGTH,
  type ProfileObjectKind,
  type ProfileObjectView,
} from '#shared/profile-objects';
import { TitleItem } from '../../../components/description-form/form-items';
import { AppModal } from '../../../components/modal/app-modal';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { materialUrl } from '../../../components/upload/file-check';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useCreateProfileObjectMutation, useUpdateProfileObjectMutation } from '../api';
import { hasVisibleText, type ImageChange } from '../profile-body';
import { OBJECT_TEXT as T } from '../text';
import { ImageField } from './image-field';

/** What a new object becomes on save, as the choice reads. */
const CREATE_LABELS: Record<ContentStatus, string> = {
  [ContentStatus.DRAFT]: T.saveDraft,
  [ContentStatus.EXAMINATION]: T.submit,
  [ContentStatus.PUBLISHED]: T.publish,
};

interface ObjectValues {
  title: string;
  content: string;
  image: ImageChange;
  status: ContentStatus;
}

export interface ObjectDialogProps {
  tenantId: string;
  kind: ProfileObjectKind;
  /** The object to change; a new one when absent. */
  object?: ProfileObjectView;
  /** `profile-object:publish`: offers publishing at once. */
  mayPublish: boolean;
  onClose: () => void;
}

/**
 * Write or change a news item or project. A new one is saved as a draft, submitted for examination or, with
 * publish permission, published at once; a change keeps the status (the API returns a published object
 * to examination when the editor may not publish, and says so).
 */
export function ObjectDialog({ tenantId, kind, object, mayPublish, onClose }: ObjectDialogProps) {
  const [form] = Form.useForm<ObjectValues>();
  const [create, created] = useCreateProfileObjectMutation();
  const [update, updated] = useUpdateProfileObjectMutation();
  const saveNew = useFormMutation(form, create);
  const saveChange = useFormMutation(form, update);
  const busy = created.isLoading || updated.isLoading;
  const text = T.kind[kind];
  const statuses = [ContentStatus.DRAFT, ContentStatus.EXAMINATION, ...(mayPublish ? [ContentStatus.PUBLISHED] : [])];

  const submit = async (values: ObjectValues) => {
    const write = { title: values.title.trim(), content: values.content, image: values.image };
    if (object) {
      const result = await saveChange({ tenantId, kind, objectId: object._id, ...write });
      if (!result.ok) return;
      const back = object.status === ContentStatus.PUBLISHED && result.data.status === ContentStatus.EXAMINATION;
      toast.success(back ? PM.returnedToExamination : T.saved);
    } else {
      const result = await saveNew({ tenantId, kind, ...write, status: values.status });
      if (!result.ok) return;
      toast.success(T.saved);
    }
    onClose();
  };

  return (
    <AppModal
      open
      title={object ? text.edit : text.create}
      onClose={onClose}
      onConfirm={() => form.submit()}
      confirmLoading={busy}
      width={720}
    >
      <Form<ObjectValues>
        form={form}
        name={`profile-${kind.toLowerCase()}`}
        layout="vertical"
        requiredMark={false}
        initialValues={{ title: object?.title ?? '', content: object?.content ?? '', image: undefined, status: ContentStatus.DRAFT }}
        onFinish={submit}
        disabled={busy}
      >
        <TitleItem label={T.title} requiredMessage={PM.titleRequired} max={PROFILE_OBJECT_TITLE_MAX_LENGTH} />
        <Form.Item
          name="content"
          label={T.content}
          rules={[
            {
              validator: (_, value: string) => (hasVisibleText(value) ? Promise.resolve() : Promise.reject(new Error(PM.contentRequired))),
            },
          ]}
        >
          <RichTextEditor aria-label={T.content} disabled={busy} />
        </Form.Item>
        <Form.Item name="image" label={T.image}>
          <ImageField
            current={object?.image ? materialUrl(object.image._id) : null}
            label={`${T.image} (${PROFILE_OBJECT_KIND_LABELS[kind].one})`}
            shape="wide"
            disabled={busy}
          />
        </Form.Item>
        {!object && (
          <Form.Item name="status" label={T.onSave}>
            <Radio.Group aria-label={T.onSave} options={statuses.map((status) => ({ value: status, label: CREATE_LABELS[status] }))} />
          </Form.Item>
        )}
      </Form>
    </AppModal>
  );
}
