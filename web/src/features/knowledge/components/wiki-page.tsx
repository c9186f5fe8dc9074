import { ArrowLeftOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { WikiSectionSummaryView } from '#shared/wiki';
import { DeleteButton } from '../../../components/confirm/delete-button';
import { EmptyState } from '../../../components/empty-state';
import { LinkButton } from '../../../components/link-button';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { FullPageSpinner } from '../../../components/spinner';
import { useAccess } from '../../../lib/access';
import { paths } from '../../../lib/paths';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { toast } from '../../../lib/toast/toast';
import { SECTION_TEXT as S, WIKI_TEXT as T } from '../text';
import { useDeleteWikiMutation, useOrderWikiSectionsMutation, useWikiQuery } from '../wiki-api';
import { chosenSection } from '../wiki-body';
import { NewSectionDialog } from './new-section-dialog';
import { SectionList } from './section-list';
import { SectionPane } from './section-pane';
import { WikiDialog } from './wiki-dialog';
import { WikiSearch } from './wiki-search';
import './wiki-page.css';

/**
 * /sv/knowledge/wiki/{wikiId} (issue 16 §3): search, the chapters in order (drag or keyboard to move them)
 * and the open chapter (`?section=`), which editors change in place (`&edit=1`).
 */
export function WikiPage() {
  const { wikiId = '' } = useParams();
  const group = useCurrentGroup();
  const tenantId = group._id;
  const access = useAccess();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);
  const query = useWikiQuery({ tenantId, wikiId }, { skip: !wikiId, refetchOnMountOrArgChange: true });
  const [order, ordering] = useOrderWikiSectionsMutation();
  const [removeWiki] = useDeleteWikiMutation();
  const [editingWiki, setEditingWiki] = useState(false);
  const [adding, setAdding] = useState(false);
  // While a new order is being saved, the list shows it already (and goes back if saving fails).
  const [pending, setPending] = useState<WikiSectionSummaryView[] | null>(null);
  const wiki = query.currentData;

  if (query.isLoading) return <FullPageSpinner />;
  const back = (
    <LinkButton to={paths.sv.knowledge} icon={<ArrowLeftOutlined aria-hidden />}>
      {T.back}
    </LinkButton>
  );
  if (!wiki) {
    return (
      <Page title={T.columns.title} extra={back}>
        <QueryState isLoading={false} isError onRetry={query.refetch}>
          {null}
        </QueryState>
      </Page>
    );
  }

  // mayEdit is the server's answer: knowledge:edit, or the wiki's author while they may still create.
  const editor = wiki.mayEdit && access.can('knowledge:create');
  const sections = pending ?? wiki.sections;
  const open = chosenSection(sections, params.get('section'));
  const editing = params.get('edit') === '1';
  // From the address as it is when called: a save may end after a search changed it (react-router hands a
  // functional update the params of the render that made the callback, so the latest are kept in a ref).
  const show = (sectionId: string | undefined, edit = false) => {
    const next = new URLSearchParams(latestParams.current);
    if (sectionId) next.set('section', sectionId);
    else next.delete('section');
    if (edit) next.set('edit', '1');
    else next.delete('edit');
    setParams(next, { replace: true });
  };
  const hrefOf = (section: WikiSectionSummaryView) => {
    const next = new URLSearchParams(params);
    next.set('section', section._id);
    next.delete('edit');
    return `?${next.toString()}`;
  };

  const reorder = async (next: WikiSectionSummaryView[]) => {
    setPending(next);
    try {
      await order({ tenantId, wikiId, sectionIds: next.map((s) => s._id) }).unwrap();
      toast.success(S.orderSaved);
    } catch {
      // The base query has already shown the error toast (SPEC 8).
    }
    setPending(null);
  };

  const deleteWiki = async () => {
    await removeWiki({ tenantId, wikiId }).unwrap();
    toast.success(T.deleted);
    navigate(paths.sv.knowledge);
  };

  const add = () => setAdding(true);
  return (
    <Page title={wiki.title} extra={back}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="flex-start" gap={12} wrap>
          <Typography.Paragraph type="secondary" style={{ margin: 0, whiteSpace: 'pre-line', flex: '1 1 280px' }}>
            {wiki.description || T.sectionCount(wiki.sectionCount)}
          </Typography.Paragraph>
          <Flex gap={8} wrap>
            {editor && (
              <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditingWiki(true)}>
                {T.editWiki}
              </Button>
            )}
            {wiki.mayDelete && (
              <DeleteButton label={T.deleteWiki} title={T.deleteTitle(wiki.title)} text={T.deleteText} onConfirm={deleteWiki} />
            )}
          </Flex>
        </Flex>
        <WikiSearch tenantId={tenantId} />
        <div className="wiki-layout">
          <Card
            size="small"
            title={<h2 style={{ margin: 0, fontSize: 16 }}>{S.sections}</h2>}
            extra={
              editor &&
              sections.length > 0 && (
                <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={add} disabled={ordering.isLoading}>
                  {S.add}
                </Button>
              )
            }
          >
            {sections.length === 0 ? (
              <EmptyState compact title={S.none} text={S.noneText} action={editor ? { label: S.add, onClick: add } : undefined} />
            ) : (
              <>
                {editor && sections.length > 1 && (
                  <Typography.Paragraph type="secondary" style={{ marginBottom: 4, fontSize: 13 }}>
                    {S.dragHelp}
                  </Typography.Paragraph>
                )}
                <SectionList
                  items={sections}
                  selectedId={open?._id}
                  hrefOf={hrefOf}
                  onReorder={editor && sections.length > 1 ? reorder : undefined}
                  disabled={ordering.isLoading}
                />
              </>
            )}
          </Card>
          <div style={{ minWidth: 0 }}>
            {open && (
              <SectionPane
                key={open._id}
                tenantId={tenantId}
                wikiId={wikiId}
                sectionId={open._id}
                editing={editing}
                onEdit={(edit) => show(open._id, edit)}
                onRemoved={() => show(undefined)}
              />
            )}
          </div>
        </div>
      </Flex>
      {editingWiki && <WikiDialog tenantId={tenantId} wiki={wiki} onClose={() => setEditingWiki(false)} />}
      {adding && (
        <NewSectionDialog
          tenantId={tenantId}
          wikiId={wikiId}
          onClose={() => setAdding(false)}
          onCreated={(section) => {
            setAdding(false);
            show(section._id, true);
          }}
        />
      )}
    </Page>
  );
}
