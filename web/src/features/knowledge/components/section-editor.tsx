import { Button, Flex, Form } from 'antd';
import { useCallback, useState } from 'react';
import { WIKI_SECTION_CONTENT_MAX_LENGTH, WIKI_SECTION_TITLE_MAX_LENGTH, type WikiSectionView } from '#shared/wiki';
import { TitleItem } from '../../../components/description-form/form-items';
import { useDiscardGuard } from '../../../components/discard-guard/discard-guard';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import type { ImageUpload } from '../../../components/rich-text/types';
import { materialUrl } from '../../../components/upload/file-check';
import { MaterialsField, materialsValue, type MaterialsValue } from '../../../components/upload/materials-field';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { SECTION_TEXT as T } from '../text';
import { useUpdateWikiSectionMutation } from '../wiki-api';
import { addedMaterial, altOf } from '../wiki-body';

interface SectionValues {
  title: string;
  content: string;
  materials: MaterialsValue;
}

export interface SectionEditorProps {
  tenantId: string;
  section: WikiSectionView;
  onDone: () => void;
}

/** Where a server field error belongs in this form. */
const fieldName = (field: string) => [field === 'newUploads' || field.startsWith('materials') ? 'materials' : field];

/**
 * Edits a chapter: title, rich text (headings, lists, links, tables, images) and materials. An image is
 * uploaded into the chapter's materials at once (the sanitiser keeps only images of the chapter's own
 * materials), then placed in the text; the text itself is stored with 'Speichern'.
 */
export function SectionEditor({ tenantId, section, onDone }: SectionEditorProps) {
  const [form] = Form.useForm<SectionValues>();
  const [update, { isLoading }] = useUpdateWikiSectionMutation();
  const [upload] = useUpdateWikiSectionMutation();
  const save = useFormMutation(form, update, fieldName);
  const arg = { tenantId, wikiId: section.wikiId, sectionId: section._id };
  // Leaving the chapter or cancelling with changes asks first (issue 28 §4).
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard(dirty);

  const uploadImage = useCallback<ImageUpload>(
    async (file) => {
      const current = (form.getFieldValue('materials') as MaterialsValue | undefined) ?? materialsValue(section.materials);
      try {
        const saved = await upload({ tenantId, wikiId: section.wikiId, sectionId: section._id, added: [file] }).unwrap();
        const material = addedMaterial([...section.materials, ...current.keep], saved.materials);
        if (!material) return null;
        // The new material is kept on save like the others; removing it there removes the image too.
        form.setFieldValue('materials', { keep: [...current.keep, material], added: current.added });
        toast.success(T.imageAdded);
        return { src: materialUrl(material._id), alt: altOf(material.name) };
      } catch {
        return null; // The base query has shown the failure.
      }
    },
    [form, upload, tenantId, section],
  );

  const submit = async (values: SectionValues) => {
    const result = await save({
      ...arg,
      title: values.title.trim(),
      content: values.content ?? '',
      keep: values.materials.keep.map((m) => m._id),
      added: values.materials.added,
    });
    if (!result.ok) return;
    guard.release();
    setDirty(false);
    toast.success(T.saved);
    onDone();
  };

  return (
    <Form<SectionValues>
      form={form}
      name="wiki-section"
      layout="vertical"
      requiredMark={false}
      initialValues={{ title: section.title, content: section.content, materials: materialsValue(section.materials) }}
      onFinish={submit}
      onValuesChange={() => setDirty(true)}
      disabled={isLoading}
    >
      <TitleItem label={T.title} requiredMessage={T.titleRequired} max={WIKI_SECTION_TITLE_MAX_LENGTH} />
      <Form.Item
        name="content"
        label={T.content}
        rules={[{ max: WIKI_SECTION_CONTENT_MAX_LENGTH, message: T.tooLong(WIKI_SECTION_CONTENT_MAX_LENGTH) }]}
      >
        <RichTextEditor aria-label={T.content} variant="document" onUploadImage={uploadImage} disabled={isLoading} />
      </Form.Item>
      <Form.Item name="materials" label={T.materials}>
        <MaterialsField disabled={isLoading} />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {T.save}
        </Button>
        <Button onClick={() => guard.confirm(onDone)} disabled={isLoading}>
          {T.cancel}
        </Button>
      </Flex>
      {guard.dialog}
    </Form>
  );
}
