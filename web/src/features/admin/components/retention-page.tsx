import { Button, Flex, InputNumber, Table, Typography } from 'antd';
import { useState } from 'react';
import { periodLabel } from '#shared/retention';
import type { RetentionCategory, RetentionCategoryCount, RetentionReport, RetentionRule } from '#shared/retention';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { DateInput } from '../../../components/date-input';
import { ForbiddenPage } from '../../../components/error-pages/lazy-error-pages';
import { toast } from '../../../lib/toast/toast';
import { useAdminDomainsQuery } from '../api';
import {
  useRetentionDryRunMutation,
  useRetentionRulesQuery,
  useRetentionRunMutation,
  useSetRetentionPeriodMutation,
} from '../retention-api';
import { AdminPage, ReadsState } from './admin-page';
import { useIsPlatformAdministrator } from './queue-link';
import { RETENTION_TEXT as T } from './retention-text';

type Periods = Partial<Record<RetentionCategory, number>>;

/** /admin/retention: the retention rules, a dry run of changed periods, saving and running (platform administrators). */
export function AdminRetentionPage() {
  return useIsPlatformAdministrator() ? <RetentionRules /> : <ForbiddenPage />;
}

function RetentionRules() {
  const rules = useRetentionRulesQuery();
  const [periods, setPeriods] = useState<Periods>({});
  const [asOf, setAsOf] = useState<string>();
  const [preview, setPreview] = useState<RetentionReport>();
  const [dryRun, dryRunning] = useRetentionDryRunMutation();
  const [save, saving] = useSetRetentionPeriodMutation();
  const [run, running] = useRetentionRunMutation();
  const confirm = useConfirm();
  const changed = (rules.data ?? []).filter((r) => periods[r.category] !== undefined && periods[r.category] !== r.period);

  const saveAll = async () => {
    for (const rule of changed) await save({ category: rule.category, period: periods[rule.category]! }).unwrap();
    setPeriods({});
    toast.success(T.saved);
  };

  return (
    <AdminPage title={T.title} reads={[rules]}>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      <ReadsState reads={[rules]}>
        <Table<RetentionRule>
          size="small"
          rowKey="category"
          pagination={false}
          dataSource={rules.data}
          columns={[
            { title: T.category, dataIndex: 'label' },
            {
              title: T.period,
              key: 'period',
              render: (_v, r) => (
                <Flex gap={8} align="center">
                  <InputNumber
                    aria-label={`${T.period}: ${r.label}`}
                    min={r.min}
                    max={r.max}
                    precision={0}
                    value={periods[r.category] ?? r.period}
                    onChange={(value) => setPeriods((p) => ({ ...p, [r.category]: value ?? r.period }))}
                  />
                  <span>{periodLabel(periods[r.category] ?? r.period, r.unit).replace(/^\d+ /, '')}</span>
                </Flex>
              ),
            },
            { title: T.bounds, key: 'bounds', render: (_v, r) => `${periodLabel(r.min, r.unit)} – ${periodLabel(r.max, r.unit)}` },
          ]}
        />
        <Flex gap={8} wrap align="center" style={{ marginTop: 12 }}>
          <DateInput aria-label={T.asOf} placeholder={T.asOf} value={asOf} onChange={setAsOf} style={{ width: 180 }} />
          <Button loading={dryRunning.isLoading} onClick={async () => setPreview(await dryRun({ periods, asOf }).unwrap())}>
            {T.preview}
          </Button>
          <Button type="primary" disabled={!changed.length} loading={saving.isLoading} onClick={() => void saveAll()}>
            {T.save}
          </Button>
          <Button
            danger
            loading={running.isLoading}
            onClick={() =>
              confirm.ask({
                title: T.runTitle,
                text: T.runText,
                confirmText: T.run,
                onConfirm: async () => {
                  const report = await run().unwrap();
                  toast.success(T.ran(report.categories.reduce((sum, c) => sum + c.rows, 0)));
                },
              })
            }
          >
            {T.run}
          </Button>
        </Flex>
        {preview && <Preview report={preview} rules={rules.data ?? []} />}
      </ReadsState>
      {confirm.dialog}
    </AdminPage>
  );
}

function Preview({ report, rules }: { report: RetentionReport; rules: RetentionRule[] }) {
  const domains = useAdminDomainsQuery();
  const domainName = (id: string | null) => (id === null ? T.noDomain : (domains.data?.items.find((d) => d._id === id)?.name ?? id));
  const label = (category: RetentionCategory) => rules.find((r) => r.category === category)?.label ?? category;
  return (
    <section aria-label={T.previewTitle} style={{ marginTop: 16 }}>
      <Typography.Title level={3}>{T.previewTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{T.previewHint}</Typography.Paragraph>
      <Table<RetentionCategoryCount>
        size="small"
        rowKey="category"
        pagination={false}
        dataSource={report.categories}
        expandable={{
          rowExpandable: (c) => c.rows > 0,
          expandedRowRender: (c) => (
            <ul>
              {c.domains
                .filter((d) => d.rows > 0)
                .map((d) => (
                  <li key={d.domainId ?? 'none'}>
                    {domainName(d.domainId)}: {d.rows} {T.rows}, {d.files} {T.files}
                  </li>
                ))}
            </ul>
          ),
        }}
        columns={[
          { title: T.category, key: 'label', render: (_v, c) => label(c.category) },
          { title: T.rows, dataIndex: 'rows' },
          { title: T.files, dataIndex: 'files' },
        ]}
      />
    </section>
  );
}
