import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { WikiSectionView } from '#shared/wiki';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { QueryState } from '../../../components/query-state';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { MaterialsList } from '../../../components/upload/materials-list';
import { useAccess } from '../../../lib/access';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast/toast';
import { SECTION_TEXT as T } from '../text';
import { useDeleteWikiSectionMutation, useWikiSectionQuery } from '../wiki-api';
import { SectionEditor } from './section-editor';

export interface SectionPaneProps {
  tenantId: string;
  wikiId: string;
  sectionId: string;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  /** After the chapter was deleted. */
  onRemoved: () => void;
}

function lastChange(section: WikiSectionView): string {
  const when = formatDateTime(section.updatedAt);
  const person = section.updatedBy?.contact;
  return person ? T.updatedBy(`${person.first_name} ${person.last_name}`, when) : T.updatedAt(when);
}

/** One chapter: its text and materials, or (for those who may change chapters) its editor. */
export function SectionPane({ tenantId, wikiId, sectionId, editing, onEdit, onRemoved }: SectionPaneProps) {
  const access = useAccess();
  const query = useWikiSectionQuery({ tenantId, wikiId, sectionId }, { refetchOnMountOrArgChange: true });
  const [remove] = useDeleteWikiSectionMutation();
  const confirm = useConfirm();
  const section = query.currentData;
  // The server's answer (knowledge:edit, or the wiki's author); the routes need knowledge:create.
  const mayEdit = !!section?.mayEdit && access.can('knowledge:create');
  const mayDelete = !!section?.mayDelete && access.can('knowledge:create');

  const askRemove = (target: WikiSectionView) =>
    confirm.ask({
      title: T.removeTitle(target.title),
      text: T.removeText,
      onConfirm: async () => {
        await remove({ tenantId, wikiId, sectionId: target._id }).unwrap();
        toast.success(T.removed);
        onRemoved();
      },
    });

  return (
    <QueryState isLoading={!section && query.isFetching} isError={!section && query.isError} onRetry={query.refetch}>
      {section && (
        <article aria-labelledby="section-title" data-testid="section-pane">
          {editing && mayEdit ? (
            <>
              <Typography.Title level={2} id="section-title" style={{ fontSize: 20, marginTop: 0 }}>
                {T.editSection(section.title)}
              </Typography.Title>
              <SectionEditor key={section._id} tenantId={tenantId} section={section} onDone={() => onEdit(false)} />
            </>
          ) : (
            <Flex vertical gap={12}>
              <Flex justify="space-between" align="flex-start" gap={8} wrap>
                <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Typography.Title level={2} id="section-title" style={{ fontSize: 20, margin: 0 }}>
                    {section.title}
                  </Typography.Title>
                  <Typography.Text type="secondary">{lastChange(section)}</Typography.Text>
                </div>
                {(mayEdit || mayDelete) && (
                  <Flex gap={8} wrap>
                    {mayEdit && (
                      <Button icon={<EditOutlined aria-hidden />} onClick={() => onEdit(true)}>
                        {T.edit}
                      </Button>
                    )}
                    {mayDelete && (
                      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => askRemove(section)}>
                        {T.remove}
                      </Button>
                    )}
                  </Flex>
                )}
              </Flex>
              {section.content ? (
                <RichTextView html={section.content} className="wiki-section-content" />
              ) : (
                <Typography.Text type="secondary">{T.empty}</Typography.Text>
              )}
              {section.materials.length > 0 && (
                <section aria-label={T.materials}>
                  <Typography.Title level={3} style={{ fontSize: 16 }}>
                    {T.materials}
                  </Typography.Title>
                  <MaterialsList materials={section.materials} empty={null} />
                </section>
              )}
            </Flex>
          )}
          {confirm.dialog}
        </article>
      )}
    </QueryState>
  );
}
