import { Alert, Tag } from 'antd';
import type { GroupImportLine, GroupImportSummary } from '#shared/admin';
import { ResponsiveTable } from '../responsive-table';

/** What the import answered (#shared/admin), as far as the result shows it. */
export type ImportSummary = Pick<GroupImportSummary, 'created' | 'skipped' | 'errors' | 'lines'>;

const RESULT = {
  created: { label: 'Angelegt', color: 'green' },
  skipped: { label: 'Übersprungen', color: 'gold' },
  error: { label: 'Fehler', color: 'red' },
} as const;

/** What the group import did with each line of the CSV file (SPEC 5: line numbers for errors). */
export function ImportResult({ result }: { result: ImportSummary }) {
  return (
    <>
      <Alert
        type={result.errors > 0 ? 'warning' : 'success'}
        showIcon
        title={`${result.created} angelegt, ${result.skipped} übersprungen, ${result.errors} Fehler`}
        style={{ marginBottom: 12 }}
      />
      <ResponsiveTable<GroupImportLine>
        rowKey="line"
        size="small"
        dataSource={result.lines}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: true }}
        columns={[
          { title: 'Zeile', dataIndex: 'line', width: 70 },
          { title: 'Name', dataIndex: 'name', render: (name: string) => name || '–' },
          { title: 'Ergebnis', key: 'result', render: (_v, l) => <Tag color={RESULT[l.result].color}>{RESULT[l.result].label}</Tag> },
          { title: 'Hinweis', dataIndex: 'message', render: (m?: string) => m ?? '' },
        ]}
      />
    </>
  );
}
