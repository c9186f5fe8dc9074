import { Form, Input, Radio, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DateInput } from '../../../components/date-input';
import { QueryState } from '../../../components/query-state';
import { ELECTION_DOMAIN_PARAM } from '../../../lib/paths';
import { useElectionDomainsQuery, useElectionSchoolsQuery } from '../api';
import { ELECTION_TEXT as T, ELECTION_TYPE_LABELS, schoolYearOptions } from '../text';

/** Step 1: city or district, school (an SV group of it), school year, election type and dates. */
export function GeneralStep() {
  const form = Form.useFormInstance();
  const domainId: string | undefined = Form.useWatch('domainId', form);
  const domains = useElectionDomainsQuery();
  // The link a domain administration sends to its schools names the domain: it is chosen and locked. An id
  // that is no domain leaves the choice open.
  const [params] = useSearchParams();
  const linkedId = params.get(ELECTION_DOMAIN_PARAM);
  const linked = (domains.data ?? []).find((d) => d._id === linkedId);
  useEffect(() => {
    if (linked) form.setFieldValue('domainId', linked._id);
  }, [form, linked]);
  const schoolId: string | undefined = Form.useWatch('schoolTenantId', form);
  const schoolName: string | undefined = Form.useWatch('schoolName', form);
  const [search, setSearch] = useState('');
  const text = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const schools = useElectionSchoolsQuery({ domainId: domainId ?? '', text }, { skip: !domainId });
  const found = (schools.data ?? []).map((s) => ({ value: s._id, label: s.name }));
  // The chosen school stays selectable (and labelled) while the search shows other schools.
  const schoolOptions =
    schoolId && schoolName && !found.some((o) => o.value === schoolId) ? [{ value: schoolId, label: schoolName }, ...found] : found;
  const years = schoolYearOptions();
  return (
    <>
      <Form.Item
        label={T.domain}
        name="domainId"
        rules={[{ required: true, message: T.domainRequired }]}
        extra={loadFailure(domains) ?? (linked ? T.domainLinked : T.domainHelp)}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!!linked}
          loading={domains.isLoading}
          notFoundContent={domains.isLoading ? T.loading : T.noEntries}
          options={(domains.data ?? []).map((d) => ({ value: d._id, label: d.name }))}
          onChange={() => {
            form.setFieldValue('schoolTenantId', undefined);
            form.setFieldValue('schoolName', undefined);
            setSearch('');
          }}
        />
      </Form.Item>
      <Form.Item
        label={T.school}
        name="schoolTenantId"
        rules={[{ required: true, message: T.schoolRequired }]}
        extra={loadFailure(schools) ?? (domainId ? undefined : T.domainFirst)}
      >
        <Select
          showSearch={{ filterOption: false, onSearch: setSearch }}
          disabled={!domainId}
          loading={schools.isFetching}
          notFoundContent={schools.isFetching ? T.loading : T.noSchools}
          options={schoolOptions}
          onChange={(_value: string, option) => form.setFieldValue('schoolName', Array.isArray(option) ? undefined : option?.label)}
        />
      </Form.Item>
      <Form.Item name="schoolName" hidden>
        <Input />
      </Form.Item>
      <Form.Item label={T.schoolYear} name="schoolYear" rules={[{ required: true, message: T.schoolYearRequired }]}>
        <Select options={years.map((y) => ({ value: y, label: y }))} />
      </Form.Item>
      <Form.Item label={T.electionType} name="electionType" rules={[{ required: true, message: T.electionTypeRequired }]}>
        <Radio.Group>
          <Space direction="vertical">
            <Radio value="FULL_ASSEMBLY">{ELECTION_TYPE_LABELS.FULL_ASSEMBLY}</Radio>
            <Radio value="DELEGATES">{ELECTION_TYPE_LABELS.DELEGATES}</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      <Typography.Paragraph type="secondary">{T.legalNote}</Typography.Paragraph>
      <Form.Item label={T.electionDate} name="electionDate" rules={[{ required: true, message: T.electionDateRequired }]}>
        <DateInput />
      </Form.Item>
      <Form.Item label={T.assemblyDate} name="assemblyDate" rules={[{ required: true, message: T.assemblyDateRequired }]}>
        <DateInput />
      </Form.Item>
    </>
  );
}

const SEARCH_DELAY_MS = 300;

/** Errors once: a list that failed to load says so under its select, with a retry (the endpoints are SHOWN_INLINE). */
function loadFailure(read: { isError: boolean; refetch: () => unknown }) {
  if (!read.isError) return undefined;
  return (
    <QueryState isLoading={false} isError onRetry={read.refetch}>
      {null}
    </QueryState>
  );
}

/** The value once it has stopped changing for `delay` ms: one request per pause in typing. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
