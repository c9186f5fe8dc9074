import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { ContentStatus, type ProfileObjectView } from '#shared/profile-objects';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { materialUrl } from '../../../components/upload/file-check';
import { formatDate } from '../../../lib/dates';
import { OBJECT_TEXT as T, transitionLabel } from '../text';
import { StatusTag } from './status-tag';

export interface ObjectCardProps {
  object: ProfileObjectView;
  /** A workflow step (status only); the card shows only the steps the API offers the caller. */
  onMove: (object: ProfileObjectView, to: ContentStatus) => void;
  onEdit: (object: ProfileObjectView) => void;
  onDelete: (object: ProfileObjectView) => void;
  busy: boolean;
}

const authorName = (object: ProfileObjectView) =>
  object.author ? `${object.author.contact.first_name} ${object.author.contact.last_name}`.trim() : '';

/** One news item or project: image, status, text and the buttons its reader may press (mayEdit, transitions). */
export function ObjectCard({ object, onMove, onEdit, onDelete, busy }: ObjectCardProps) {
  const author = authorName(object);
  // Publishing first: the step a reviewer came for.
  const moves = [...object.transitions].sort((a, b) => (b === ContentStatus.PUBLISHED ? 1 : 0) - (a === ContentStatus.PUBLISHED ? 1 : 0));
  return (
    <Card
      data-testid="profile-object"
      size="small"
      cover={
        object.image ? (
          <img src={materialUrl(object.image._id)} alt={object.image.name} style={{ maxHeight: 200, objectFit: 'cover' }} />
        ) : undefined
      }
    >
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={8}>
          <Typography.Title level={3} style={{ fontSize: 17, margin: 0, overflowWrap: 'anywhere' }}>
            {object.title}
          </Typography.Title>
          <StatusTag status={object.status} />
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {[
            author && T.by(author),
            object.status === ContentStatus.PUBLISHED && object.publishedAt && T.publishedAt(formatDate(object.publishedAt)),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
        <div style={{ maxHeight: 240, overflow: 'hidden' }}>
          <RichTextView html={object.content} />
        </div>
        {(moves.length > 0 || object.mayEdit || object.mayDelete) && (
          <Flex gap={8} wrap>
            {moves.map((to) => (
              <Button
                key={to}
                type={to === ContentStatus.PUBLISHED ? 'primary' : 'default'}
                disabled={busy}
                onClick={() => onMove(object, to)}
              >
                {transitionLabel(object.status, to)}
              </Button>
            ))}
            {object.mayEdit && (
              <Button icon={<EditOutlined aria-hidden />} aria-label={T.edit(object.title)} disabled={busy} onClick={() => onEdit(object)}>
                {T.editLabel}
              </Button>
            )}
            {object.mayDelete && (
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={T.remove(object.title)}
                disabled={busy}
                onClick={() => onDelete(object)}
              >
                {T.deleteLabel}
              </Button>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
