import { PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { WikiSummaryView } from '#shared/wiki';
import { EmptyState } from '../../../components/empty-state';
import { PagedTable, usePaging } from '../../../components/paged-table';
import { QueryState } from '../../../components/query-state';
import { useAccess } from '../../../lib/access';
import { formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { KNOWLEDGE_TEXT as K, WIKI_TEXT as T } from '../text';
import { useWikisQuery } from '../wiki-api';
import { WikiDialog } from './wiki-dialog';
import { WikiSearch } from './wiki-search';

/** The 'Wikis' tab: search across all wikis, then the group's wikis (those the member may see), by title. */
export function WikisTab({ tenantId }: { tenantId: string }) {
  const access = useAccess();
  const mayCreate = access.can('knowledge:create');
  const [creating, setCreating] = useState(false);
  const paging = usePaging();
  const wikis = useWikisQuery({ tenantId, sort: 'title', ...paging.query }, { refetchOnMountOrArgChange: true });
  const create = mayCreate ? { label: T.createWiki, onClick: () => setCreating(true) } : undefined;

  return (
    <Flex vertical gap={16}>
      <WikiSearch tenantId={tenantId} />
      <Divider style={{ margin: 0 }} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {K.tabs.wikis}
        </Typography.Title>
        {mayCreate && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            {T.newWiki}
          </Button>
        )}
      </Flex>
      <QueryState isLoading={false} isError={wikis.isError} onRetry={wikis.refetch}>
        <PagedTable<WikiSummaryView>
          data-testid="wiki-list"
          data={wikis.currentData}
          paging={paging}
          loading={wikis.isFetching}
          hideOnSinglePage
          empty={<EmptyState title={T.noWikis} text={T.noWikisText} action={create} />}
          columns={[
            {
              key: 'title',
              title: T.columns.title,
              render: (_, wiki) => (
                <div style={{ overflowWrap: 'anywhere' }}>
                  <Link to={paths.sv.wiki(wiki._id)}>{wiki.title}</Link>
                  {wiki.description && (
                    <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                      {wiki.description}
                    </Typography.Paragraph>
                  )}
                </div>
              ),
            },
            { key: 'sections', title: T.columns.sections, render: (_, wiki) => wiki.sectionCount },
            { key: 'updatedAt', title: T.columns.updatedAt, render: (_, wiki) => formatDateTime(wiki.updatedAt) },
          ]}
        />
      </QueryState>
      {creating && <WikiDialog tenantId={tenantId} onClose={() => setCreating(false)} />}
    </Flex>
  );
}
