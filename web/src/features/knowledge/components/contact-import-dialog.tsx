import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { CONTACT_IMPORT_MAX_BYTES, type ContactImportPreview } from '#shared/contacts';
import { AppModal } from '../../../components/modal/app-modal';
import { errorDetails, errorMessage, type RequestError } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast/toast';
import { contactInput, type ContactValues } from '../contact-form';
import {
  fixRow,
  importPlan,
  previewState,
  removeRow,
  rowsWithErrors,
  withServerErrors,
  type PreviewRow,
  type PreviewState,
} from '../contact-import';
import { IMPORT_TEXT as T } from '../contact-text';
import { useAddGroupContactsMutation, useImportContactsMutation, usePreviewContactImportMutation } from '../contacts-api';
import { ContactFormDialog } from './contact-dialog';
import { ContactImportPreviewTable } from './contact-import-preview';

export interface ContactImportDialogProps {
  tenantId: string;
  contactGroupId: string;
  onClose: () => void;
}

/**
 * Import with a preview (issue 16 §3): the chosen file is read by the server without saving (dryRun); the
 * preview shows every row with its errors, rows can be corrected or dropped, or another file chosen. Import is
 * offered once no row has an error, and saves all or nothing.
 */
export function ContactImportDialog({ tenantId, contactGroupId, onClose }: ContactImportDialogProps) {
  const group = { tenantId, contactGroupId };
  const [previewFile, reading] = usePreviewContactImportMutation();
  const [importFile, importing] = useImportContactsMutation();
  const [createMany, creating] = useAddGroupContactsMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ContactImportPreview | null>(null);
  const [state, setState] = useState<PreviewState | null>(null);
  const [fixing, setFixing] = useState<PreviewRow | null>(null);
  const [fixForm] = Form.useForm<ContactValues>();
  const saving = importing.isLoading || creating.isLoading;

  const read = async (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    setState(null);
    if (chosen.size > CONTACT_IMPORT_MAX_BYTES) return setFileError(T.tooLarge);
    setFileError(null);
    try {
      const answer = await previewFile({ ...group, file: chosen }).unwrap();
      setPreview(answer);
      setState(previewState(answer));
    } catch (caught) {
      // The endpoint is SHOWN_INLINE: a refused file (format, encoding, empty) is named under the field.
      setFileError(errorMessage(caught as RequestError));
    }
  };

  const save = async () => {
    if (!file || !state) return setFileError(T.fileRequired);
    const plan = importPlan(state);
    try {
      if (plan.kind === 'file') await importFile({ ...group, file }).unwrap();
      else await createMany({ ...group, contacts: plan.contacts }).unwrap();
      toast.success(T.imported(state.rows.length));
      onClose();
    } catch (caught) {
      // The base query has toasted the message; the rows it names get their errors back in the preview.
      const details = errorDetails(caught as RequestError);
      setState(withServerErrors(state, details, plan.kind === 'bulk' ? plan.rowOf : undefined));
    }
  };

  const ready = !!state && state.rows.length > 0 && rowsWithErrors(state) === 0;
  return (
    <AppModal
      open
      title={T.title}
      width={880}
      onClose={onClose}
      onConfirm={() => void save()}
      confirmText={T.start(state?.rows.length ?? 0)}
      confirmDisabled={!ready}
      confirmLoading={saving}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{T.hint}</Typography.Paragraph>
        <Form layout="vertical" component="div">
          <Form.Item
            label={T.file}
            validateStatus={fileError ? 'error' : undefined}
            help={fileError ?? undefined}
            style={{ marginBottom: 0 }}
          >
            <Upload
              accept=".csv,.vcf,.vcard,text/csv,text/vcard"
              maxCount={1}
              showUploadList={false}
              disabled={reading.isLoading || saving}
              beforeUpload={(chosen) => {
                void read(chosen);
                return false;
              }}
            >
              <Button icon={<UploadOutlined aria-hidden />}>{file ? T.chooseOther : T.choose}</Button>
            </Upload>
            {file && <Typography.Text style={{ marginLeft: 12 }}>{file.name}</Typography.Text>}
          </Form.Item>
        </Form>
        {reading.isLoading && (
          <Flex gap={8} align="center" role="status">
            <Spin size="small" />
            {T.reading}
          </Flex>
        )}
        {preview && state && (
          <ContactImportPreviewTable
            preview={preview}
            state={state}
            onEdit={setFixing}
            onRemove={(row) => setState(removeRow(state, row.row))}
          />
        )}
      </Flex>
      {fixing && state && (
        <ContactFormDialog
          form={fixForm}
          title={T.editRowTitle(fixing.row)}
          initial={fixing.contact}
          initialErrors={fixing.errors}
          confirmText={T.apply}
          onSubmit={(values) => {
            setState(fixRow(state, fixing.row, contactInput(values)));
            setFixing(null);
          }}
          onClose={() => setFixing(null)}
        />
      )}
    </AppModal>
  );
}
