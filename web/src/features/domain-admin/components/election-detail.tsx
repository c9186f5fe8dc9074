import { Descriptions, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ElectedInvitation, ElectionListItem, ElectionPerson } from '#shared/election';
import { contactName } from '../../../components/members/member-table';
import { AppModal } from '../../../components/modal/app-modal';
import { QueryState } from '../../../components/query-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast/toast';
import { useDomainElectionQuery, useValidateElectionMutation } from '../api';
import { COMPETING_TEXT as C, DOMAIN_ADMIN_TEXT as T, ELECTION_TYPE_LABELS, INVITATION_RESULT_LABELS } from '../text';
import { ElectionCompare } from './election-compare';

interface ElectionDetailProps {
  domainId: string;
  election: ElectionListItem;
  onClose: () => void;
}

const yesNo = (v: boolean) => (v ? T.yes : T.no);

export function InvitationResults({ results }: { results: ElectedInvitation[] }) {
  return (
    <ResponsiveTable<ElectedInvitation>
      rowKey={(r) => `${r.mail}-${r.tenantId}`}
      size="small"
      pagination={false}
      scroll={{ x: true }}
      dataSource={results}
      columns={[
        { title: T.office, key: 'roles', render: (_v, r) => r.roleLabels.join(', ') },
        { title: T.mail, dataIndex: 'mail' },
        {
          title: T.result,
          key: 'result',
          render: (_v, r) => (
            <>
              <Tag color={r.result === 'invited' ? 'green' : r.result === 'failed' ? 'red' : 'gold'}>
                {INVITATION_RESULT_LABELS[r.result]}
              </Tag>
              {r.message && <Typography.Text type="secondary">{r.message}</Typography.Text>}
            </>
          ),
        },
      ]}
    />
  );
}

/** One registration with all people; validating asks first, then shows what each invitation did. */
export function ElectionDetail({ domainId, election, onClose }: ElectionDetailProps) {
  const [confirming, setConfirming] = useState(false);
  const [results, setResults] = useState<ElectedInvitation[] | null>(null);
  const [validate, { isLoading }] = useValidateElectionMutation();
  // The full competing submissions come with the detail route; the list entry is shown meanwhile.
  const detail = useDomainElectionQuery({ domainId, electionId: election._id });
  const competing = detail.data?.competing ?? [];
  const pending = election.state === 'PENDING' && !results;

  const onValidate = async () => {
    try {
      const answer = await validate({ domainId, electionId: election._id }).unwrap();
      setResults(answer.invitations);
      toast.success(T.validated);
    } catch {
      // The base query has already shown the error toast (SPEC 8).
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <AppModal
        open
        width={760}
        title={T.electionTitle(election.school.name)}
        variant={pending ? 'DEFAULT' : 'ALERT'}
        confirmText={T.validate}
        onConfirm={() => setConfirming(true)}
        onClose={onClose}
      >
        {results ? (
          <>
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              {T.invitations}
            </Typography.Title>
            <InvitationResults results={results} />
          </>
        ) : (
          <>
            {election.state === 'SUPERSEDED' && (
              <Typography.Paragraph>
                <Tag color="default">{T.supersededTag}</Tag> {C.supersededNote}
              </Typography.Paragraph>
            )}
            {election.submissionCount !== undefined && (
              <Typography.Paragraph type="secondary">
                {C.history(election.submissionCount, formatDateTime(election.submittedAt ?? election.createdAt))}
              </Typography.Paragraph>
            )}
            {/* The list entry is shown meanwhile; only the comparison needs the detail route. */}
            <QueryState isLoading={false} isError={detail.isError} onRetry={detail.refetch}>
              {pending && competing.length > 0 && <ElectionCompare election={election} competing={competing} />}
            </QueryState>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={T.schoolYear}>{election.schoolYear}</Descriptions.Item>
              <Descriptions.Item label={T.electionType}>{ELECTION_TYPE_LABELS[election.electionType]}</Descriptions.Item>
              <Descriptions.Item label={T.electionDate}>{formatDate(election.electionDate)}</Descriptions.Item>
              <Descriptions.Item label={T.assemblyDate}>{formatDate(election.assemblyDate)}</Descriptions.Item>
              <Descriptions.Item label={T.leader}>{`${election.leader.firstName} ${election.leader.lastName}`}</Descriptions.Item>
              <Descriptions.Item label={T.minutesToPrincipal}>{yesNo(election.minutesToPrincipal)}</Descriptions.Item>
              <Descriptions.Item label={T.minutesKeptByCouncil}>{yesNo(election.minutesKeptByCouncil)}</Descriptions.Item>
              {election.validatedAt && (
                <Descriptions.Item label={T.validatedAt}>
                  {`${formatDateTime(election.validatedAt)}${election.validatedBy ? `, ${contactName(election.validatedBy.contact)}` : ''}`}
                </Descriptions.Item>
              )}
            </Descriptions>
            <ResponsiveTable<ElectionPerson>
              style={{ marginTop: 16 }}
              rowKey="_id"
              size="small"
              pagination={false}
              scroll={{ x: true }}
              dataSource={election.people}
              columns={[
                { title: T.office, dataIndex: 'roleLabel' },
                { title: T.name, key: 'name', render: (_v, p) => `${p.firstName} ${p.lastName}` },
                { title: T.className, key: 'class', render: (_v, p) => p.className ?? '–' },
                { title: T.mail, dataIndex: 'mail' },
              ]}
            />
          </>
        )}
      </AppModal>
      <AppModal
        open={confirming}
        title={T.confirmTitle}
        confirmText={T.confirmButton}
        confirmLoading={isLoading}
        onConfirm={onValidate}
        onClose={() => setConfirming(false)}
      >
        <Typography.Paragraph>{T.confirmText}</Typography.Paragraph>
      </AppModal>
    </>
  );
}
