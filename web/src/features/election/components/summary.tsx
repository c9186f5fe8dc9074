import { Descriptions, Typography } from 'antd';
import type { Ref } from '#shared/tenant';
import { formatDate } from '../../../lib/dates';
import { DELEGATE_ROLES, SPEAKER_ROLES, type ElectionFormValues } from '../steps';
import { ELECTION_TEXT as T, ELECTION_TYPE_LABELS, ROLE_LABELS, TEACHER_LABEL } from '../text';

interface SummaryProps {
  values: ElectionFormValues;
  domains: Ref[];
  schools: Ref[];
}

type Person = { firstName?: string; lastName?: string; mail?: string; className?: string } | undefined;
const personText = (p: Person) =>
  p ? `${p.firstName ?? ''} ${p.lastName ?? ''}${p.className ? ` (${p.className})` : ''}, ${p.mail ?? ''}` : '–';
const dateText = (value?: string) => (value ? formatDate(value) : '–');
const yesNo = (value?: boolean) => (value ? T.yes : T.no);

/** Step 6: everything entered, for a last check before sending. */
export function Summary({ values, domains, schools }: SummaryProps) {
  const people = values.people ?? {};
  const nameOf = (list: Ref[], id?: string) => list.find((c) => c._id === id)?.name ?? '–';
  return (
    <>
      <Typography.Paragraph>{T.summaryIntro}</Typography.Paragraph>
      <Descriptions column={1} size="small" bordered title="Allgemeine Angaben">
        <Descriptions.Item label={T.domain}>{nameOf(domains, values.domainId)}</Descriptions.Item>
        <Descriptions.Item label={T.school}>{nameOf(schools, values.schoolTenantId)}</Descriptions.Item>
        <Descriptions.Item label={T.schoolYear}>{values.schoolYear}</Descriptions.Item>
        <Descriptions.Item label={T.electionType}>
          {values.electionType ? ELECTION_TYPE_LABELS[values.electionType] : '–'}
        </Descriptions.Item>
        <Descriptions.Item label={T.electionDate}>{dateText(values.electionDate)}</Descriptions.Item>
        <Descriptions.Item label={T.assemblyDate}>{dateText(values.assemblyDate)}</Descriptions.Item>
      </Descriptions>
      <Descriptions column={1} size="small" bordered title="Gewählte Personen" style={{ marginTop: 16 }}>
        {[...SPEAKER_ROLES, ...DELEGATE_ROLES].map((role) => (
          <Descriptions.Item key={role} label={ROLE_LABELS[role]}>
            {personText(people[role])}
          </Descriptions.Item>
        ))}
        {(people.LIAISON_TEACHER ?? []).map((teacher, index) => (
          <Descriptions.Item key={index} label={TEACHER_LABEL(index)}>
            {personText(teacher)}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Descriptions column={1} size="small" bordered title="Angaben zur Wahl" style={{ marginTop: 16 }}>
        <Descriptions.Item label={T.leader}>{`${values.leaderFirstName ?? ''} ${values.leaderLastName ?? ''}`}</Descriptions.Item>
        <Descriptions.Item label={T.summaryMinutesToPrincipal}>{yesNo(values.minutesToPrincipal)}</Descriptions.Item>
        <Descriptions.Item label={T.summaryMinutesKeptByCouncil}>{yesNo(values.minutesKeptByCouncil)}</Descriptions.Item>
        <Descriptions.Item label={T.summaryTruth}>{yesNo(values.truthConfirmed)}</Descriptions.Item>
      </Descriptions>
    </>
  );
}
