import { Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { WIKI_DESCRIPTION_MAX_LENGTH, WIKI_TITLE_MAX_LENGTH, type WikiSummaryView } from '#shared/wiki';
import { TitleItem, ViewAccessItem } from '../../../components/description-form/form-items';
import { AppModal } from '../../../components/modal/app-modal';
import { useViewAccessOptions } from '../../../components/view-access/use-view-access-options';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { WIKI_TEXT as T } from '../text';
import { useCreateWikiMutation, useUpdateWikiMutation } from '../wiki-api';

interface WikiValues {
  title: string;
  description: string;
  viewAccess: number;
}

export interface WikiDialogProps {
  tenantId: string;
  /** The wiki to edit; without it a new one is created and opened. */
  wiki?: WikiSummaryView;
  onClose: () => void;
}

/** Creates a wiki (then opens it) or changes its title, description and view access. */
export function WikiDialog({ tenantId, wiki, onClose }: WikiDialogProps) {
  const [form] = Form.useForm<WikiValues>();
  const [create, creating] = useCreateWikiMutation();
  const [update, updating] = useUpdateWikiMutation();
  const saveNew = useFormMutation(form, create);
  const saveChange = useFormMutation(form, update);
  const navigate = useNavigate();
  const busy = creating.isLoading || updating.isLoading;
  const options = useViewAccessOptions();
  const initial: WikiValues = {
    title: wiki?.title ?? '',
    description: wiki?.description ?? '',
    viewAccess: wiki?.viewAccess ?? options[0]?.value ?? 0,
  };

  const submit = async (values: WikiValues) => {
    const body = { title: values.title.trim(), description: (values.description ?? '').trim(), viewAccess: values.viewAccess };
    if (wiki) {
      const result = await saveChange({ tenantId, wikiId: wiki._id, ...body });
      if (!result.ok) return;
      toast.success(T.saved);
      onClose();
      return;
    }
    const result = await saveNew({ tenantId, ...body });
    if (!result.ok) return;
    toast.success(T.created);
    onClose();
    navigate(paths.sv.wiki(result.data._id));
  };

  return (
    <AppModal
      open
      title={wiki ? T.editWiki : T.newWiki}
      onClose={onClose}
      onConfirm={() => form.submit()}
      confirmLoading={busy}
      width={560}
    >
      <Form<WikiValues>
        form={form}
        name="wiki"
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={submit}
        disabled={busy}
      >
        <TitleItem label={T.title} requiredMessage={T.titleRequired} max={WIKI_TITLE_MAX_LENGTH} />
        <Form.Item
          name="description"
          label={T.description}
          rules={[{ max: WIKI_DESCRIPTION_MAX_LENGTH, message: T.tooLong(WIKI_DESCRIPTION_MAX_LENGTH) }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <ViewAccessItem text={T} options={options} initial={initial.viewAccess} />
      </Form>
    </AppModal>
  );
}
