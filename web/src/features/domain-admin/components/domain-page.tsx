import { Select, Tabs } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { TenantType } from '#shared/levels';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { FullPageSpinner } from '../../../components/spinner';
import { useAdminDomainQuery } from '../api';
import { currentYearStart, DOMAIN_ADMIN_TEXT as T, schoolYearLabel } from '../text';
import { ElectionsTab } from './elections-tab';
import { FunctionsTab } from './functions-tab';
import { GroupsTab } from './groups-tab';

/** /d_admin/domains/{domainId} (SPEC 2.6): elections, schools, networks and functions of one domain. */
export function DomainAdminPage() {
  const { domainId = '' } = useParams();
  const domain = useAdminDomainQuery(domainId, { skip: !domainId });
  const [year, setYear] = useState(currentYearStart());
  const start = currentYearStart();
  const yearSelect = (
    <Select
      aria-label={T.schoolYear}
      value={year}
      onChange={setYear}
      style={{ width: 140 }}
      options={[start - 3, start - 2, start - 1, start, start + 1].map((y) => ({ value: y, label: schoolYearLabel(y) }))}
    />
  );
  if (domain.isLoading) return <FullPageSpinner />;
  return (
    <Page title={domain.data?.name ?? T.domainFallback}>
      {/* An unknown or foreign domain (404) shows the alert alone, not four tabs that each fail again. */}
      <QueryState isLoading={false} isError={domain.isError} onRetry={domain.refetch}>
        <Tabs
          destroyOnHidden
          items={[
            {
              key: 'elections',
              label: T.tabs.elections,
              children: <ElectionsTab domainId={domainId} year={year} yearSelect={yearSelect} />,
            },
            { key: 'schools', label: T.tabs.schools, children: <GroupsTab domainId={domainId} type={TenantType.SV} /> },
            { key: 'networks', label: T.tabs.networks, children: <GroupsTab domainId={domainId} type={TenantType.NETWORK} /> },
            {
              key: 'functions',
              label: T.tabs.functions,
              children: <FunctionsTab domainId={domainId} year={year} yearSelect={yearSelect} />,
            },
          ]}
        />
      </QueryState>
    </Page>
  );
}
