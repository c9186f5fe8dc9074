import { Form } from 'antd';
import { WIKI_SECTION_TITLE_MAX_LENGTH, type WikiSectionView } from '#shared/wiki';
import { TitleDialog, type TitleValues } from '../../../components/description-form/title-dialog';
import { toast } from '../../../lib/toast/toast';
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
  const [form] = Form.useForm<TitleValues>();
  const [create, { isLoading }] = useCreateWikiSectionMutation();
  const save = useFormMutation(form, create);

  const submit = async (title: string) => {
    const result = await save({ tenantId, wikiId, title });
    if (!result.ok) return;
    toast.success(T.created);
    onCreated(result.data);
  };

  return (
    <TitleDialog
      form={form}
      heading={T.newSection}
      name="wiki-section-create"
      label={T.title}
      requiredMessage={T.titleRequired}
      max={WIKI_SECTION_TITLE_MAX_LENGTH}
      saving={isLoading}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
