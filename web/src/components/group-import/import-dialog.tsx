import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import { GLOSSARY } from '#shared/glossary';
import { useFormMutation } from '../../lib/use-form-mutation';
import { AppModal } from '../modal/app-modal';
import { ImportResult, type ImportSummary } from './import-result';

/** The server's cap per import file (issue 10 §6); checked here too so that nobody uploads in vain. */
const IMPORT_MAX_BYTES = 1024 * 1024;

export const IMPORT_TEXT = {
  title: 'Gruppen importieren',
  hint: "Lade eine CSV-Datei mit einer Spalte 'name' hoch (Trennzeichen Semikolon oder Komma, höchstens 2.000 Zeilen und 1 MB). Vorhandene Gruppen werden übersprungen.",
  fileRequired: "Bitte wähle eine CSV-Datei mit einer Spalte 'name' aus.",
  tooLarge: 'Die Datei ist zu groß: höchstens 1 MB je Import. Bitte teile sie auf mehrere Dateien auf.',
  choose: 'CSV-Datei auswählen',
  start: 'Importieren',
  domain: GLOSSARY.domain.one,
  domainRequired: `Bitte wähle einen ${GLOSSARY.domain.one} aus.`,
  type: GLOSSARY.groupTypeTitle,
  typeRequired: 'Bitte wähle eine Gruppenart aus.',
} as const;

type Option = { value: string; label: string };
export interface ImportTarget {
  domainId?: string;
  type?: string;
}

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends the file; resolves with the per-line answer or rejects with the request error (the base query toasts it). */
  onImport: (file: File, target: ImportTarget) => Promise<ImportSummary>;
  /** On the platform side the target domain and type are chosen here; a domain's own import omits them. */
  choices?: { domains: Option[]; types: Option[] };
  loading?: boolean;
}

/** Upload a CSV file of group names and show what happened per line. */
export function ImportDialog({ open, onClose, onImport, loading, choices }: ImportDialogProps) {
  const [form] = Form.useForm();
  const upload = useFormMutation(form, ({ file, target }: { file: File; target: ImportTarget }) => onImport(file, target));
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportSummary | null>(null);
  const close = () => {
    setFile(null);
    setError(null);
    setResult(null);
    onClose();
  };
  const start = async () => {
    const target = await form.validateFields().catch(() => null);
    if (!file) return setError(IMPORT_TEXT.fileRequired);
    if (!target) return;
    const answer = await upload({ file, target });
    if (answer.ok) setResult(answer.data);
  };
  return (
    <AppModal
      open={open}
      title={IMPORT_TEXT.title}
      width={720}
      variant={result ? 'ALERT' : 'DEFAULT'}
      confirmText={IMPORT_TEXT.start}
      confirmLoading={loading}
      onConfirm={start}
      onClose={close}
    >
      {result ? (
        <ImportResult result={result} />
      ) : (
        <Form form={form} layout="vertical">
          <Typography.Paragraph>{IMPORT_TEXT.hint}</Typography.Paragraph>
          {choices && (
            <>
              <Form.Item label={IMPORT_TEXT.domain} name="domainId" rules={[{ required: true, message: IMPORT_TEXT.domainRequired }]}>
                <Select showSearch={{ optionFilterProp: 'label' }} options={choices.domains} />
              </Form.Item>
              <Form.Item label={IMPORT_TEXT.type} name="type" rules={[{ required: true, message: IMPORT_TEXT.typeRequired }]}>
                <Select options={choices.types} />
              </Form.Item>
            </>
          )}
          <Form.Item label="CSV-Datei" validateStatus={error ? 'error' : undefined} help={error ?? undefined} required>
            <Upload
              accept=".csv,text/csv"
              maxCount={1}
              beforeUpload={(f) => {
                if (f.size > IMPORT_MAX_BYTES) {
                  setError(IMPORT_TEXT.tooLarge);
                } else {
                  setFile(f);
                  setError(null);
                }
                return false;
              }}
              onRemove={() => setFile(null)}
              fileList={file ? [{ uid: 'csv', name: file.name, status: 'done' }] : []}
            >
              <Button icon={<UploadOutlined />}>{IMPORT_TEXT.choose}</Button>
            </Upload>
          </Form.Item>
        </Form>
      )}
    </AppModal>
  );
}
