import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import type { Page } from '#shared/page';
import type { PublicProfileObjectView } from '#shared/profile';
import { EmptyState } from '../../../../components/empty-state';
import { QueryState } from '../../../../components/query-state';
import { RichTextView } from '../../../../components/rich-text/rich-text-view';
import { formatDate } from '../../../../lib/dates';
import { usePublicProfileObjectsQuery } from '../../api';
import { PUBLIC_TEXT as T } from '../../text';

function PublicObjectCard({ object }: { object: PublicProfileObjectView }) {
  return (
    <Card
      size="small"
      data-testid="public-object"
      cover={object.imageUrl ? <img src={object.imageUrl} alt="" style={{ maxHeight: 220, objectFit: 'cover' }} /> : undefined}
    >
      <Typography.Title level={3} style={{ fontSize: 17, margin: 0, overflowWrap: 'anywhere' }}>
        {object.title}
      </Typography.Title>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {formatDate(object.publishedAt)}
      </Typography.Text>
      <RichTextView html={object.content} />
    </Card>
  );
}

const Cards = ({ items }: { items: PublicProfileObjectView[] }) => (
  <>
    {items.map((object) => (
      <Col key={object._id} xs={24} md={12} role="listitem">
        <PublicObjectCard object={object} />
      </Col>
    ))}
  </>
);

type Kind = 'news' | 'project';

/** A later page, fetched when the visitor asks for more. */
function LaterPage({ shortcode, kind, page, pageSize }: { shortcode: string; kind: Kind; page: number; pageSize: number }) {
  const query = usePublicProfileObjectsQuery({ shortcode, kind, page, pageSize });
  return (
    <QueryState isLoading={query.isLoading} isError={query.isError} onRetry={query.refetch}>
      <Cards items={query.currentData?.items ?? []} />
    </QueryState>
  );
}

export interface PublicObjectsProps {
  shortcode: string;
  kind: Kind;
  heading: string;
  empty: string;
  /** The first page, from the profile's own answer. */
  first: Page<PublicProfileObjectView>;
}

/** The published news or projects of the public page, newest first, with 'Mehr anzeigen' for older ones. */
export function PublicObjects({ shortcode, kind, heading, empty, first }: PublicObjectsProps) {
  const [pages, setPages] = useState(1);
  const headingId = `public-${kind}`;
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 20 }}>
        {heading}
      </Typography.Title>
      {first.total === 0 ? (
        <EmptyState compact title={empty} />
      ) : (
        <Flex vertical gap={12}>
          <Row gutter={[16, 16]} role="list" aria-labelledby={headingId} data-testid={`public-${kind}-list`}>
            <Cards items={first.items} />
            {Array.from({ length: pages - 1 }, (_, index) => (
              <LaterPage key={index} shortcode={shortcode} kind={kind} page={index + 2} pageSize={first.pageSize} />
            ))}
          </Row>
          {pages * first.pageSize < first.total && (
            <Button style={{ alignSelf: 'center' }} onClick={() => setPages(pages + 1)}>
              {T.more}
            </Button>
          )}
        </Flex>
      )}
    </section>
  );
}
