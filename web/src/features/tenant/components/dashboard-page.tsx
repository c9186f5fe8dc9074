import { Alert, Card, Col, Row, Typography } from 'antd';
import { ItemList } from '../../../components/item-list';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { useDashboardQuery, type DashboardSection } from '../api';
import { DASHBOARD_TEXT } from '../text';
import { useGroup } from '../use-group';

/** A readable line for an item of any module; later modules bring richer cards. */
function itemText(item: Record<string, unknown>): string {
  const text = item.title ?? item.name ?? item.content ?? '';
  return typeof text === 'string' ? text : '';
}

function itemDate(item: Record<string, unknown>): string | undefined {
  const date = item.creationDate ?? item.start ?? item.createdAt;
  return typeof date === 'string' ? formatDateTime(date) : undefined;
}

function SectionCard({ name, section }: { name: string; section: DashboardSection }) {
  const title = DASHBOARD_TEXT.sections[name] ?? name;
  let body;
  // A failing section is a small notice; the rest of the page stays usable.
  if (section.status === 'error') body = <Alert type="warning" showIcon title={DASHBOARD_TEXT.sectionError} />;
  else {
    body = (
      <ItemList
        items={section.items}
        compact
        empty={DASHBOARD_TEXT.emptySection}
        row={(item, index) => ({
          key: typeof item._id === 'string' ? item._id : String(index),
          content: (
            <>
              <Typography.Text>{itemText(item)}</Typography.Text>
              {itemDate(item) && (
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {itemDate(item)}
                </Typography.Text>
              )}
            </>
          ),
        })}
      />
    );
  }
  return (
    <Card
      title={
        <h2 className="plain-subtitle" style={{ margin: 0, fontSize: 16 }}>
          {title}
        </h2>
      }
      size="small"
      data-testid={`dashboard-${name}`}
    >
      {body}
    </Card>
  );
}

export function DashboardPage() {
  const { group } = useGroup();
  // currentData: after a group switch the previous group's answer must not show while the new one loads.
  const { currentData: data, isFetching, isError, refetch } = useDashboardQuery(group._id);
  const sections = Object.entries(data?.sections ?? {}).filter(([, section]) => section.status !== 'disabled');
  return (
    <Page title={DASHBOARD_TEXT.title}>
      <QueryState isLoading={!data && isFetching} isError={isError} onRetry={refetch}>
        {data && (
          <>
            <Typography.Paragraph>
              <strong>{data.tenant.name}</strong> · {data.tenant.typeLabel} · {DASHBOARD_TEXT.members(data.memberCount)}
            </Typography.Paragraph>
            <Row gutter={[16, 16]}>
              {sections.map(([name, section]) => (
                <Col key={name} xs={24} md={12} xl={8}>
                  <SectionCard name={name} section={section} />
                </Col>
              ))}
            </Row>
          </>
        )}
      </QueryState>
    </Page>
  );
}
