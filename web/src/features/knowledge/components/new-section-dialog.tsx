import { Form, Input } from 'antd';
import { WIKI_SECTION_TITLE_MAX_LENGTH, type WikiSectionView } from '#shared/wiki';
import { AppModal } from '../../../components/modal/app-modal';
import { toast } from '../../../components/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { SECTION_TEXT as T } from '../text';
import { useCreateWikiSectionMutation } from '../wiki-api';

export interface NewSectionDialogProps {
  tenantId: string;
  wikiId: string;
  onClose: () => void;
  /** The new chapter (appended at the end), which opens in its editor next. */
  onCreated: (section: WikiSectionView) => void;
}

/** A new chapter needs only its title; text, images and files follow in its editor. */
export function NewSectionDialog({ tenantId, wikiId, onClose, onCreated }: NewSectionDialogProps) {
  const [form] = Form.useForm<{ title: string }>();
  const [create, { isLoading }] = useCreateWikiSectionMutation();
  const save = useFormMutation(form, create);

  const submit = async ({ title }: { title: string }) => {
    const result = await save({ tenantId, wikiId, title: title.trim() });
    if (!result.ok) return;
    toast.success(T.created);
    onCreated(result.data);
  };

  return (
    <AppModal open title={T.newSection} onClose={onClose} onConfirm={() => form.submit()} confirmLoading={isLoading} width={480}>
      <Form
        form={form}
        name="wiki-section-create"
        layout="vertical"
        requiredMark={false}
        initialValues={{ title: '' }}
        onFinish={submit}
        disabled={isLoading}
      >
        <Form.Item
          name="title"
          label={T.title}
          rules={[
            { required: true, whitespace: true, message: T.titleRequired },
            { max: WIKI_SECTION_TITLE_MAX_LENGTH, message: T.tooLong(WIKI_SECTION_TITLE_MAX_LENGTH) },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
