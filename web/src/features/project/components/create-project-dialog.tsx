import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PROJECT_TITLE_MAX_LENGTH } from '#shared/project';
import { TitleItem, ViewAccessItem } from '../../../components/description-form/form-items';
import { AppModal } from '../../../components/modal/app-modal';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { useViewAccessOptions } from '../../../components/view-access/use-view-access-options';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useCreateProjectMutation } from '../api';
import { PROJECT_TEXT as T } from '../text';

interface CreateValues {
  title: string;
  description: string;
  viewAccess: number;
}

/** A new project: title, description and who sees it; its board starts with 'Offen', 'In Arbeit', 'Erledigt'. */
export function CreateProjectDialog({ tenantId, onClose }: { tenantId: string; onClose: () => void }) {
  const [form] = Form.useForm<CreateValues>();
  const [create, { isLoading }] = useCreateProjectMutation();
  const save = useFormMutation(form, create);
  const navigate = useNavigate();
  const options = useViewAccessOptions();
  const initialAccess = options[0]?.value ?? 0;

  const submit = async (values: CreateValues) => {
    const result = await save({
      tenantId,
      title: values.title.trim(),
      description: values.description ?? '',
      viewAccess: values.viewAccess,
    });
    if (!result.ok) return;
    toast.success(T.created);
    onClose();
    navigate(paths.sv.project(result.data._id));
  };

  return (
    <AppModal open title={T.newProject} onClose={onClose} onConfirm={() => form.submit()} confirmLoading={isLoading} width={640}>
      <Form<CreateValues>
        form={form}
        name="project-create"
        layout="vertical"
        requiredMark={false}
        initialValues={{ title: '', description: '', viewAccess: initialAccess }}
        onFinish={submit}
        disabled={isLoading}
      >
        <TitleItem label={T.title} requiredMessage={T.titleRequired} max={PROJECT_TITLE_MAX_LENGTH} />
        <ViewAccessItem text={T} options={options} initial={initialAccess} />
        <Form.Item name="description" label={T.description}>
          <RichTextEditor aria-label={T.description} disabled={isLoading} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
