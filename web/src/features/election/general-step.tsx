import { Form, Input, Radio, Select, Space, Typography } from 'antd';
import { useElectionDomainsQuery, useElectionSchoolsQuery } from './api';
import { ELECTION_TEXT as T, ELECTION_TYPE_LABELS, schoolYearOptions } from './text';

/** Step 1: city or district, school (an SV group of it), school year, election type and dates. */
export function GeneralStep() {
  const form = Form.useFormInstance();
  const domainId: string | undefined = Form.useWatch('domainId', form);
  const domains = useElectionDomainsQuery();
  const schools = useElectionSchoolsQuery(domainId ?? '', { skip: !domainId });
  const years = schoolYearOptions();
  return (
    <>
      <Form.Item label="Stadt oder Kreis" name="domainId" rules={[{ required: true, message: T.domainRequired }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={domains.isLoading}
          notFoundContent={domains.isLoading ? 'Wird geladen …' : 'Keine Einträge gefunden'}
          options={(domains.data ?? []).map((d) => ({ value: d._id, label: d.name }))}
          onChange={() => form.setFieldValue('schoolTenantId', undefined)}
        />
      </Form.Item>
      <Form.Item
        label="Schule"
        name="schoolTenantId"
        rules={[{ required: true, message: T.schoolRequired }]}
        extra={domainId ? undefined : 'Wähle zuerst deine Stadt oder deinen Kreis aus.'}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!domainId}
          loading={schools.isFetching}
          notFoundContent={schools.isFetching ? 'Wird geladen …' : 'Keine Schulen gefunden'}
          options={(schools.data ?? []).map((s) => ({ value: s._id, label: s.name }))}
        />
      </Form.Item>
      <Form.Item label="Schuljahr" name="schoolYear" rules={[{ required: true, message: T.schoolYearRequired }]}>
        <Select options={years.map((y) => ({ value: y, label: y }))} />
      </Form.Item>
      <Form.Item label="Wahlart" name="electionType" rules={[{ required: true, message: T.electionTypeRequired }]}>
        <Radio.Group>
          <Space direction="vertical">
            <Radio value="FULL_ASSEMBLY">{ELECTION_TYPE_LABELS.FULL_ASSEMBLY}</Radio>
            <Radio value="DELEGATES">{ELECTION_TYPE_LABELS.DELEGATES}</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      <Typography.Paragraph type="secondary">{T.legalNote}</Typography.Paragraph>
      <Form.Item label="Wahldatum" name="electionDate" rules={[{ required: true, message: T.electionDateRequired }]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item
        label="Datum der Schulversammlung"
        name="assemblyDate"
        rules={[{ required: true, message: T.assemblyDateRequired }]}
      >
        <Input type="date" />
      </Form.Item>
    </>
  );
}
