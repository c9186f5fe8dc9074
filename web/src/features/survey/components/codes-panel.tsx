import { Button, Card, Flex, Form, Input, InputNumber, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  SURVEY_BATCH_LABEL_MAX_LENGTH,
  SURVEY_BATCH_LABEL_PATTERN,
  SURVEY_CODES_MAX,
  SURVEY_CODES_MIN,
  SURVEY_MESSAGES,
  SURVEY_MODE_PROMISES,
  SurveyMode,
  type SurveyCodeView,
  type SurveyView,
} from '#shared/survey';
import { SurveyExportKind } from '#shared/survey-export';
import { ConfirmAction } from '../../../components/confirm/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { PagedTable, usePaging } from '../../../components/paged-table';
import { QueryState } from '../../../components/query-state';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useGenerateSurveyCodesMutation, useResetSurveyCodesMutation, useSurveyCodesQuery } from '../api';
import { EXECUTION_TEXT as T } from '../text';
import { SurveyExportButton } from './survey-export-button';

interface GenerateValues {
  count: number | null;
  batch: string;
}

const ALL = '__all__';
const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const batchName = (batch: string) => batch || T.noBatch;

/** The codes of a TAN survey: generate per class, the classes with their used counts, each code, the PDF, reset. */
export function CodesPanel({ tenantId, survey }: { tenantId: string; survey: SurveyView }) {
  const surveyId = survey._id;
  const [form] = Form.useForm<GenerateValues>();
  const [generate, generating] = useGenerateSurveyCodesMutation();
  const [reset] = useResetSurveyCodesMutation();
  const save = useFormMutation(form, generate);
  const [batch, setBatch] = useState<string>(ALL);
  const paging = usePaging();
  const codes = useSurveyCodesQuery({ tenantId, surveyId, batch: batch === ALL ? undefined : batch, ...paging.query });
  const batches = codes.currentData?.batches ?? [];
  const hasCodes = batches.some((b) => b.total > 0);

  const submit = async (values: GenerateValues) => {
    const label = (values.batch ?? '').trim();
    const result = await save({ tenantId, surveyId, count: Number(values.count), ...(label ? { batch: label } : {}) });
    if (!result.ok) return;
    toast.success(T.generated(result.data.codes.length));
    form.resetFields(['batch']);
  };

  const resetCodes = async () => {
    await reset({ tenantId, surveyId }).unwrap();
    toast.success(T.resetDone);
    setBatch(ALL);
    paging.reset();
  };

  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{T.codes}</h2>} data-testid="codes-panel">
      <Typography.Paragraph type="secondary">{T.codesHelp}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" data-testid="codes-unlinkable">
        {SURVEY_MODE_PROMISES[SurveyMode.TAN]} {T.batchHelp}
      </Typography.Paragraph>
      <Form<GenerateValues>
        form={form}
        name="survey-codes"
        layout="inline"
        requiredMark={false}
        initialValues={{ count: 30, batch: '' }}
        onFinish={submit}
        disabled={generating.isLoading}
        style={{ rowGap: 8, marginBottom: 16 }}
      >
        <Form.Item
          name="count"
          label={T.count}
          rules={[
            { required: true, message: T.countMin },
            { type: 'number', min: SURVEY_CODES_MIN, message: T.countMin },
            { type: 'number', max: SURVEY_CODES_MAX, message: T.countMax(SURVEY_CODES_MAX) },
          ]}
        >
          <InputNumber precision={0} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item
          name="batch"
          label={T.batch}
          rules={[
            { max: SURVEY_BATCH_LABEL_MAX_LENGTH, transform: trim, message: SURVEY_MESSAGES.batchInvalid },
            { pattern: SURVEY_BATCH_LABEL_PATTERN, transform: trim, message: SURVEY_MESSAGES.batchInvalid },
          ]}
        >
          <Input placeholder={T.batchPlaceholder} autoComplete="off" maxLength={SURVEY_BATCH_LABEL_MAX_LENGTH + 5} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={generating.isLoading}>
            {T.generate}
          </Button>
        </Form.Item>
      </Form>
      {hasCodes && (
        <Flex gap={8} wrap align="flex-start" style={{ marginBottom: 12 }}>
          <SurveyExportButton tenantId={tenantId} surveyId={surveyId} kind={SurveyExportKind.CODES}>
            {T.pdf}
          </SurveyExportButton>
          <ConfirmAction title={T.resetTitle} text={T.resetText} confirmText="Löschen" onConfirm={resetCodes}>
            <Button danger>{T.reset}</Button>
          </ConfirmAction>
        </Flex>
      )}
      {batches.length > 1 && (
        <Segmented<string>
          aria-label={T.batch}
          value={batch}
          onChange={(value) => {
            setBatch(value);
            paging.reset();
          }}
          options={[{ value: ALL, label: 'Alle' }, ...batches.map((b) => ({ value: b.batch, label: batchName(b.batch) }))]}
          style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
        />
      )}
      {batches.length > 0 && (
        <Flex gap={8} wrap style={{ marginBottom: 12 }} data-testid="code-batches">
          {batches.map((b) => (
            <Tag key={b.batch} data-testid="code-batch">
              {batchName(b.batch)}: {T.batchSummary(b.used, b.total)}
            </Tag>
          ))}
        </Flex>
      )}
      <QueryState isLoading={false} isError={codes.isError} onRetry={codes.refetch}>
        <PagedTable<SurveyCodeView>
          data-testid="code-table"
          data={codes.currentData}
          paging={paging}
          loading={codes.isFetching}
          hideOnSinglePage
          empty={<EmptyState compact title={T.noCodes} text={T.noCodesText} />}
          columns={[
            { key: 'code', title: T.code, render: (_, code) => <Typography.Text code>{code.code}</Typography.Text> },
            { key: 'batch', title: T.batch, render: (_, code) => batchName(code.batch) },
            {
              key: 'used',
              title: T.state,
              render: (_, code) => (code.used ? <Tag color="green">{T.used}</Tag> : <Tag>{T.unused}</Tag>),
            },
          ]}
        />
      </QueryState>
    </Card>
  );
}
