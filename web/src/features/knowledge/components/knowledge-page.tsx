import { Tabs } from 'antd';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import type { AuthGroup } from '#shared/auth-data';
import { Page } from '../../../components/page';
import { selectCurrentGroup } from '../../../lib/session/selectors';
import { KNOWLEDGE_TEXT as T } from '../text';
import { ContactGroupsTab } from './contact-groups-tab';
import { WikisTab } from './wikis-tab';

type TabKey = 'wikis' | 'contacts';

/** /sv/knowledge (SPEC 2.5): tabs 'Wikis' and 'Kontakte'; the tab lives in the address (`?tab=contacts`). */
export function KnowledgePage() {
  const group = useSelector(selectCurrentGroup) as AuthGroup;
  const tenantId = group._id;
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'contacts' ? 'contacts' : 'wikis';
  return (
    <Page title={T.knowledge}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'wikis' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'wikis', label: T.tabs.wikis, children: <WikisTab tenantId={tenantId} /> },
          { key: 'contacts', label: T.tabs.contacts, children: <ContactGroupsTab /> },
        ]}
      />
    </Page>
  );
}
