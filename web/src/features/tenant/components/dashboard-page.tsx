import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { ItemList } from '../../../components/item-list';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { flashAfterReload } from '../../../components/toast/flash';
import { toast } from '../../../components/toast/toast';
import { browser } from '../../../lib/browser';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import {
  useAcceptInvitationMutation,
  useDashboardQuery,
  useDeclineInvitationMutation,
  useMyInvitationsQuery,
  type DashboardSection,
  type Invitation,
} from '../api';
import { DASHBOARD_TEXT, GROUP_TYPE_TEXT, INVITATION_BANNER_TEXT, INVITATIONS_TEXT } from '../text';
import { budgetHasContent, DashboardBudget } from './dashboard-budget';
import { chatHasContent, DashboardChat } from './dashboard-chat';
import { FirstSteps } from './first-steps';

/** More than this and the banner points to the invitations page for the rest. */
const BANNER_LIMIT = 3;

/**
 * Issue 11: someone who already has a group lands here, not on the home page, so open invitations are
 * answered right here. Accepting reloads like on the invitations page (the new group comes with the auth data).
 */
function InvitationBanner() {
  const { data } = useMyInvitationsQuery();
  const [accept] = useAcceptInvitationMutation();
  const [decline] = useDeclineInvitationMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const confirm = useConfirm();
  const pending = data?.items.filter((invitation) => invitation.state === 'PENDING') ?? [];
  if (!pending.length) return null;

  const onAccept = async (invitation: Invitation) => {
    setBusy(invitation._id);
    if ('error' in (await accept(invitation._id))) {
      setBusy(null);
      return;
    }
    flashAfterReload('success', INVITATIONS_TEXT.accepted);
    browser.load(window.location.pathname);
  };
  const askDecline = (invitation: Invitation, name: string) =>
    confirm.ask({
      title: INVITATIONS_TEXT.declineTitle(name),
      text: INVITATIONS_TEXT.declineText,
      confirmText: INVITATIONS_TEXT.decline,
      onConfirm: async () => {
        if (!('error' in (await decline(invitation._id)))) toast.success(INVITATIONS_TEXT.declined);
      },
    });

  return (
    <>
      <Alert
        type="info"
        showIcon
        data-testid="invitation-banner"
        style={{ marginBottom: 16 }}
        title={INVITATION_BANNER_TEXT.title(pending.length)}
        description={
          <Flex vertical gap={8}>
            {pending.slice(0, BANNER_LIMIT).map((invitation) => {
              const name = invitation.tenant?.name ?? '';
              return (
                <Flex key={invitation._id} wrap align="center" gap={8} justify="space-between">
                  <Typography.Text>{INVITATION_BANNER_TEXT.invitedTo(name, invitation.levelLabel)}</Typography.Text>
                  <Flex gap={8}>
                    <Button
                      type="primary"
                      size="small"
                      loading={busy === invitation._id}
                      disabled={!!busy && busy !== invitation._id}
                      aria-label={INVITATIONS_TEXT.acceptLabel(name)}
                      onClick={() => onAccept(invitation)}
                    >
                      {INVITATIONS_TEXT.accept}
                    </Button>
                    <Button
                      size="small"
                      disabled={!!busy}
                      aria-label={INVITATIONS_TEXT.declineLabel(name)}
                      onClick={() => askDecline(invitation, name)}
                    >
                      {INVITATIONS_TEXT.decline}
                    </Button>
                  </Flex>
                </Flex>
              );
            })}
            {pending.length > BANNER_LIMIT && <Link to={paths.user.invitations}>{INVITATION_BANNER_TEXT.all}</Link>}
          </Flex>
        }
      />
      {confirm.dialog}
    </>
  );
}

/** A readable line for an item of any module; later modules bring richer cards. */
function itemText(item: Record<string, unknown>): string {
  // A wiki chapter names its wiki too (the knowledge section).
  const chapter = typeof item.sectionTitle === 'string' ? `${String(item.wikiTitle ?? '')}: ${item.sectionTitle}` : undefined;
  const text = item.title ?? item.name ?? chapter ?? item.content ?? '';
  return typeof text === 'string' ? text : '';
}

/** Where an item of a section opens, for the sections whose module has a page for one item. */
const ITEM_LINKS: Record<string, (id: string) => string> = {
  calendarToday: (id) => `${paths.sv.calendar}?entry=${encodeURIComponent(id)}`,
  calendarUpcoming: (id) => `${paths.sv.calendar}?entry=${encodeURIComponent(id)}`,
  event: (id) => paths.sv.event(id),
  survey: (id) => paths.sv.survey(id),
};

/** Where an item opens: by its id, a wiki chapter by its wiki and chapter, news on the profile's news tab. */
function itemLink(name: string, item: Record<string, unknown>): string | undefined {
  if (name === 'knowledge' && typeof item.wikiId === 'string' && typeof item.sectionId === 'string') {
    return `${paths.sv.wiki(item.wikiId)}?section=${encodeURIComponent(item.sectionId)}`;
  }
  if (name === 'news') return paths.sv.profileNews;
  // A task of mine opens in its project's board, drawer open.
  if (name === 'project' && typeof item.projectId === 'string' && typeof item._id === 'string') {
    return `${paths.sv.project(item.projectId)}?task=${encodeURIComponent(item._id)}`;
  }
  return ITEM_LINKS[name] && typeof item._id === 'string' ? ITEM_LINKS[name](item._id) : undefined;
}

function itemDate(item: Record<string, unknown>): string | undefined {
  // A task of mine (the `project` section): its project and the day it is due (noon UTC: the same day in Berlin).
  if (typeof item.projectTitle === 'string') {
    const due = typeof item.dueDate === 'string' ? ` · Fällig am ${formatDate(`${item.dueDate}T12:00:00Z`)}` : '';
    return `${item.projectTitle}${due}`;
  }
  const date = item.creationDate ?? item.startDate ?? item.start ?? item.createdAt ?? item.updatedAt;
  if (typeof date !== 'string') return undefined;
  // An all-day calendar entry has a day, not a time (its start is Berlin midnight).
  return item.allDay === true ? formatDate(date) : formatDateTime(date);
}

/** Sections with something to show; the chat's one item is a summary that can hold no messages. */
const hasContent = (name: string, section: DashboardSection) =>
  name === 'chat' ? chatHasContent(section) : name === 'budget' ? budgetHasContent(section) : section.items.length > 0;

const ItemTitle = ({ link, text }: { link?: string; text: string }) =>
  link ? <Link to={link}>{text}</Link> : <Typography.Text>{text}</Typography.Text>;

function SectionCard({ name, section }: { name: string; section: DashboardSection }) {
  const title = DASHBOARD_TEXT.sections[name] ?? name;
  let body;
  // A failing section is a small notice; the rest of the page stays usable.
  if (section.status === 'error') body = <Alert type="warning" showIcon title={DASHBOARD_TEXT.sectionError} />;
  else if (name === 'chat') body = <DashboardChat section={section} />;
  else if (name === 'budget') body = <DashboardBudget section={section} />;
  else {
    body = (
      <ItemList
        items={section.items}
        compact
        empty={DASHBOARD_TEXT.emptySection}
        row={(item, index) => ({
          key: typeof item._id === 'string' ? item._id : typeof item.sectionId === 'string' ? item.sectionId : String(index),
          content: (
            <>
              <ItemTitle link={itemLink(name, item)} text={itemText(item)} />
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
  const group = useCurrentGroup();
  // currentData: after a group switch the previous group's answer must not show while the new one loads.
  const { currentData: data, isFetching, isError, refetch } = useDashboardQuery(group._id);
  const enabled = Object.entries(data?.sections ?? {}).filter(([, section]) => section.status !== 'disabled');
  // Issue 11: empty cards only fill a phone screen; a failing section stays visible as its notice.
  const sections = enabled.filter(([name, section]) => section.status === 'error' || hasContent(name, section));
  const isNew = !enabled.some(([name, section]) => section.status !== 'error' && hasContent(name, section));
  return (
    <Page title={GROUP_TYPE_TEXT[group.type].profile}>
      <InvitationBanner />
      <QueryState isLoading={!data && isFetching} isError={isError} onRetry={refetch}>
        {data && (
          <>
            <Typography.Paragraph>
              <strong>{data.tenant.name}</strong> · {data.tenant.typeLabel} · {DASHBOARD_TEXT.members(data.memberCount)}
            </Typography.Paragraph>
            {isNew && <FirstSteps />}
            {sections.length === 0 && (
              <Typography.Paragraph type="secondary" data-testid="dashboard-empty">
                {DASHBOARD_TEXT.emptyDashboard}
              </Typography.Paragraph>
            )}
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
