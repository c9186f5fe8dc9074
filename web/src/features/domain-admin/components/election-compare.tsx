import { Alert, Typography } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import type { CompetingElection, Election, ElectionPerson } from '#shared/election';
import { ResponsiveTable } from '../../../components/responsive-table';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { COMPETING_TEXT as C, DOMAIN_ADMIN_TEXT as T, ELECTION_TYPE_LABELS } from '../text';

interface CompareRow {
  key: string;
  label: string;
  values: ReactNode[];
  differs: boolean;
}

const yesNo = (v: boolean) => (v ? T.yes : T.no);
const personText = (p?: ElectionPerson) => (p ? `${p.firstName} ${p.lastName}${p.className ? ` (${p.className})` : ''}, ${p.mail}` : '–');

/** The compared fields, keyed like the API's `differences` (people by office and position). */
function rowsOf(all: Election[], differing: Set<string>): CompareRow[] {
  const fixed: { key: string; label: string; value: (e: Election) => ReactNode }[] = [
    { key: 'electionType', label: T.electionType, value: (e) => ELECTION_TYPE_LABELS[e.electionType] },
    { key: 'electionDate', label: T.electionDate, value: (e) => formatDate(e.electionDate) },
    { key: 'assemblyDate', label: T.assemblyDate, value: (e) => formatDate(e.assemblyDate) },
    { key: 'leader', label: T.leader, value: (e) => `${e.leader.firstName} ${e.leader.lastName}` },
    { key: 'minutesToPrincipal', label: T.minutesToPrincipal, value: (e) => yesNo(e.minutesToPrincipal) },
    { key: 'minutesKeptByCouncil', label: T.minutesKeptByCouncil, value: (e) => yesNo(e.minutesKeptByCouncil) },
  ];
  const offices = new Map<string, string>();
  for (const e of all) for (const p of e.people) offices.set(`${p.role}:${p.position}`, p.roleLabel);
  const personOf = (e: Election, key: string) => e.people.find((p) => `${p.role}:${p.position}` === key);
  return [
    ...fixed.map((f) => ({ key: f.key, label: f.label, values: all.map(f.value), differs: differing.has(f.key) })),
    ...[...offices].map(([key, label]) => ({
      key,
      label,
      values: all.map((e) => personText(personOf(e, key))),
      differs: differing.has(key),
    })),
  ];
}

/**
 * The opened submission beside every competing one of the same school and year; rows whose values differ
 * are marked, so that the administration sees at a glance what an outsider may have changed.
 */
export function ElectionCompare({ election, competing }: { election: Election; competing: CompetingElection[] }) {
  const all = [election, ...competing];
  const differing = new Set(competing.flatMap((c) => c.differences));
  const rows = rowsOf(all, differing);
  return (
    <section aria-label={C.title} style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {C.title}
      </Typography.Title>
      <Alert type="warning" showIcon message={C.intro(competing.length)} style={{ marginBottom: 12 }} />
      <ResponsiveTable<CompareRow>
        rowKey="key"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={rows}
        rowClassName={(r) => (r.differs ? 'election-compare-differs' : '')}
        onRow={(r) =>
          ({
            'data-differs': r.differs ? 'true' : undefined,
            style: r.differs ? { background: '#fff7e6' } : undefined,
          }) as HTMLAttributes<HTMLElement>
        }
        columns={[
          {
            title: C.field,
            key: 'label',
            render: (_v, r) => (
              <>
                {r.label}
                {r.differs && (
                  <Typography.Text strong style={{ marginLeft: 6 }}>
                    ({C.differs})
                  </Typography.Text>
                )}
              </>
            ),
          },
          ...all.map((e, i) => ({
            title:
              i === 0
                ? `${C.thisOne} (${C.submitted(formatDateTime(e.submittedAt ?? e.createdAt))})`
                : C.submitted(formatDateTime(e.submittedAt ?? e.createdAt)),
            key: e._id,
            render: (_v: unknown, r: CompareRow) => (r.differs ? <mark>{r.values[i]}</mark> : r.values[i]),
          })),
        ]}
      />
    </section>
  );
}
