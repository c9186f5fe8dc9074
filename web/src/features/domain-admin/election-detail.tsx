import { Descriptions, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { AppModal } from '../../components/modal/app-modal';
import { toast } from '../../components/toast/toast';
import { formatDate, formatDateTime } from '../../lib/dates';
import { type Election, type ElectionPerson, type InvitationResult, useValidateElectionMutation } from './api';
import { DOMAIN_ADMIN_TEXT as T, ELECTION_TYPE_LABELS, INVITATION_RESULT_LABELS } from './text';

interface ElectionDetailProps {
  domainId: string;
  election: Election;
  onClose: () => void;
}

const yesNo = (v: boolean) => (v ? 'Ja' : 'Nein');

export function InvitationResults({ results }: { results: InvitationResult[] }) {
  return (
    <Table<InvitationResult>
      rowKey={(r) => `${r.mail}-${r.tenantId}`}
      size="small"
      pagination={false}
      scroll={{ x: true }}
      dataSource={results}
      columns={[
        { title: 'Amt', key: 'roles', render: (_v, r) => r.roleLabels.join(', ') },
        { title: 'E-Mail-Adresse', dataIndex: 'mail' },
        {
          title: 'Ergebnis',
          key: 'result',
          render: (_v, r) => (
            <>
              <Tag color={r.result === 'invited' ? 'green' : r.result === 'failed' ? 'red' : 'gold'}>{INVITATION_RESULT_LABELS[r.result]}</Tag>
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
  const [results, setResults] = useState<InvitationResult[] | null>(null);
  const [validate, { isLoading }] = useValidateElectionMutation();
  const pending = election.state === 'PENDING' && !results;

  const onValidate = async () => {
    try {
      const answer = await validate({ domainId, electionId: election._id }).unwrap();
      setResults(answer.invitations);
      toast.success(T.validated);
    } catch (error) {
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
        title={`Wahlmeldung: ${election.school.name}`}
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
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Schuljahr">{election.schoolYear}</Descriptions.Item>
              <Descriptions.Item label="Wahlart">{ELECTION_TYPE_LABELS[election.electionType]}</Descriptions.Item>
              <Descriptions.Item label="Wahldatum">{formatDate(election.electionDate)}</Descriptions.Item>
              <Descriptions.Item label="Datum der Schulversammlung">{formatDate(election.assemblyDate)}</Descriptions.Item>
              <Descriptions.Item label="Wahlleitung">{`${election.leader.firstName} ${election.leader.lastName}`}</Descriptions.Item>
              <Descriptions.Item label="Protokoll an die Schulleitung">{yesNo(election.minutesToPrincipal)}</Descriptions.Item>
              <Descriptions.Item label="Protokoll bei der SV">{yesNo(election.minutesKeptByCouncil)}</Descriptions.Item>
              {election.validatedAt && (
                <Descriptions.Item label="Bestätigt">
                  {`${formatDateTime(election.validatedAt)}${election.validatedBy ? `, ${election.validatedBy.contact.first_name} ${election.validatedBy.contact.last_name}` : ''}`}
                </Descriptions.Item>
              )}
            </Descriptions>
            <Table<ElectionPerson>
              style={{ marginTop: 16 }}
              rowKey="_id"
              size="small"
              pagination={false}
              scroll={{ x: true }}
              dataSource={election.people}
              columns={[
                { title: 'Amt', dataIndex: 'roleLabel' },
                { title: 'Name', key: 'name', render: (_v, p) => `${p.firstName} ${p.lastName}` },
                { title: 'Klasse', key: 'class', render: (_v, p) => p.className ?? '–' },
                { title: 'E-Mail-Adresse', dataIndex: 'mail' },
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
