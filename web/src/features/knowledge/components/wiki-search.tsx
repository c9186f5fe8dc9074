import { Flex, Input, Pagination, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { WIKI_SEARCH_TEXT_MAX_LENGTH, type WikiSearchHit } from '#shared/wiki';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../lib/paths';
import { snippetParts } from '../snippet';
import { SEARCH_TEXT as T } from '../text';
import { useSearchWikisQuery } from '../wiki-api';

const PAGE_SIZE = 10;

/** Where a hit leads: the chapter in its wiki, or the wiki itself when its title or description matched. */
const hitPath = (hit: WikiSearchHit) => `${paths.sv.wiki(hit.wikiId)}${hit.sectionId ? `?section=${hit.sectionId}` : ''}`;

function Snippet({ snippet }: { snippet: string }) {
  return (
    <Typography.Paragraph type="secondary" style={{ margin: '2px 0 0', overflowWrap: 'anywhere' }} data-testid="search-snippet">
      {snippetParts(snippet).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </Typography.Paragraph>
  );
}

/**
 * Full-text search across the group's wikis (German stemming on the server: 'Sitzung' finds 'Sitzungen'). The
 * search words live in the address (`q`), so that back from a hit lands on the same results.
 */
export function WikiSearch({ tenantId }: { tenantId: string }) {
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const [typed, setTyped] = useState(text);
  const [page, setPage] = useState(1);
  const search = useSearchWikisQuery({ tenantId, text, page, pageSize: PAGE_SIZE }, { skip: !text });
  const setText = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('q', value);
    else next.delete('q');
    setParams(next, { replace: true });
    setPage(1);
  };
  const reset = () => {
    setTyped('');
    setText('');
  };
  const data = search.currentData;

  return (
    <Flex vertical gap={8} role="search" aria-label={T.label}>
      <Input.Search
        aria-label={T.label}
        placeholder={T.placeholder}
        allowClear
        maxLength={WIKI_SEARCH_TEXT_MAX_LENGTH}
        value={typed}
        loading={search.isFetching}
        onChange={(event) => {
          setTyped(event.target.value);
          if (!event.target.value && text) setText('');
        }}
        onSearch={(value) => setText(value.trim())}
        style={{ maxWidth: 420 }}
      />
      {text && (
        <QueryState isLoading={search.isLoading} isError={search.isError} onRetry={search.refetch}>
          {data && data.items.length === 0 ? (
            <EmptyState compact title={T.none} text={T.noneText} action={{ label: T.reset, onClick: reset }} />
          ) : (
            data && (
              <section aria-label={T.results(data.total)} data-testid="search-results">
                <Typography.Text type="secondary">{T.results(data.total)}</Typography.Text>
                <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {data.items.map((hit) => (
                    <li
                      key={`${hit.wikiId}-${hit.sectionId ?? ''}`}
                      data-testid="search-hit"
                      style={{ padding: '8px 0', borderBottom: '1px solid var(--plenum-border)' }}
                    >
                      <Link to={hitPath(hit)}>{hit.sectionTitle ? `${hit.wikiTitle} › ${hit.sectionTitle}` : hit.wikiTitle}</Link>
                      {!hit.sectionId && <Typography.Text type="secondary">{` (${T.wikiHit})`}</Typography.Text>}
                      <Snippet snippet={hit.snippet} />
                    </li>
                  ))}
                </ul>
                <Pagination
                  size="small"
                  current={page}
                  pageSize={PAGE_SIZE}
                  total={data.total}
                  onChange={setPage}
                  hideOnSinglePage
                  showSizeChanger={false}
                  style={{ marginTop: 8 }}
                />
              </section>
            )
          )}
        </QueryState>
      )}
    </Flex>
  );
}
