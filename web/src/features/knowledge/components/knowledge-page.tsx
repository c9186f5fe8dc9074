import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { KNOWLEDGE_TEXT as T } from '../text';
import { ContactGroupsTab } from './contact-groups-tab';
import { WikisTab } from './wikis-tab';

type TabKey = 'wikis' | 'contacts';

/** /sv/knowledge (SPEC 2.5): tabs 'Wikis' and 'Kontakte'; the tab lives in the address (`?tab=contacts`). */
export function KnowledgePage() {
  const group = useCurrentGroup();
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
