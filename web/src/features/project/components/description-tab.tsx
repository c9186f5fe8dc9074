import { Form, Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { PROJECT_TITLE_MAX_LENGTH, type ProjectView } from '#shared/project';
import { DescriptionForm } from '../../../components/description-form/description-form';
import { TitleItem, ViewAccessItem } from '../../../components/description-form/form-items';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { useViewAccessOptions } from '../../../components/view-access/use-view-access-options';
import { useAccess } from '../../../lib/access';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useDeleteProjectMutation, useUpdateProjectMutation } from '../api';
import { PROJECT_TEXT as T } from '../text';

interface DescriptionValues {
  title: string;
  viewAccess: number;
  description: string;
}

/** The description tab: the project's text; title, view access and deleting for those who may edit. */
export function DescriptionTab({ tenantId, project }: { tenantId: string; project: ProjectView }) {
  const access = useAccess();
  const editor = project.mayEdit && access.can('project:edit');
  const [form] = Form.useForm<DescriptionValues>();
  const [update, { isLoading }] = useUpdateProjectMutation();
  const [remove] = useDeleteProjectMutation();
  const save = useFormMutation(form, update);
  const navigate = useNavigate();
  const options = useViewAccessOptions();
  const initial = useMemo<DescriptionValues>(
    () => ({ title: project.title, viewAccess: project.viewAccess, description: project.description }),
    [project],
  );

  if (!editor) {
    return (
      <div data-testid="project-description">
        {project.description ? (
          <RichTextView html={project.description} />
        ) : (
          <Typography.Text type="secondary">{T.noDescription}</Typography.Text>
        )}
      </div>
    );
  }

  const submit = async (values: DescriptionValues) => {
    const result = await save({
      tenantId,
      projectId: project._id,
      title: values.title.trim(),
      viewAccess: values.viewAccess,
      description: values.description ?? '',
    });
    if (result.ok) toast.success(T.saved);
    return result.ok;
  };
  const deleteProject = async () => {
    await remove({ tenantId, projectId: project._id }).unwrap();
    toast.success(T.deleted);
    navigate(paths.sv.projects);
  };

  return (
    <DescriptionForm<DescriptionValues>
      form={form}
      name="project-description"
      initialValues={initial}
      onFinish={submit}
      saving={isLoading}
      text={T}
      itemTitle={project.title}
      onDelete={project.mayDelete && access.can('project:delete') ? deleteProject : undefined}
    >
      <TitleItem label={T.title} requiredMessage={T.titleRequired} max={PROJECT_TITLE_MAX_LENGTH} />
      <ViewAccessItem text={T} options={options} initial={project.viewAccess} />
      <Form.Item name="description" label={T.description}>
        <RichTextEditor aria-label={T.description} disabled={isLoading} />
      </Form.Item>
    </DescriptionForm>
  );
}
