import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DASHBOARD_SECTIONS, type DashboardSection, type DashboardSectionKey, type DashboardSections } from '#shared/dashboard';
import type { Invitation } from '#shared/tenant';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { browser } from '../../../lib/browser';
import { paths } from '../../../lib/paths';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { flashAfterReload } from '../../../lib/toast/flash';
import { toast } from '../../../lib/toast/toast';
import { useAcceptInvitationMutation, useDashboardQuery, useDeclineInvitationMutation, useMyInvitationsQuery } from '../api';
import { DASHBOARD_TEXT, GROUP_TYPE_TEXT, INVITATION_BANNER_TEXT, INVITATIONS_TEXT } from '../text';
import { SectionBody, sectionHasContent } from './dashboard-sections';
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

/** A key of DashboardItems: the answer names no other sections. */
const isSectionKey = (key: string): key is DashboardSectionKey => (DASHBOARD_SECTIONS as readonly string[]).includes(key);

function SectionCard<K extends DashboardSectionKey>({ name, section }: { name: K; section: DashboardSection<K> }) {
  return (
    <Card
      title={
        <h2 className="plain-subtitle" style={{ margin: 0, fontSize: 16 }}>
          {DASHBOARD_TEXT.sections[name]}
        </h2>
      }
      size="small"
      data-testid={`dashboard-${name}`}
    >
      {/* A failing section is a small notice; the rest of the page stays usable. */}
      {section.status === 'error' ? (
        <Alert type="warning" showIcon title={DASHBOARD_TEXT.sectionError} />
      ) : (
        <SectionBody name={name} section={section} />
      )}
    </Card>
  );
}

/** Issue 11: empty cards only fill a phone screen; a failing section stays visible as its notice. */
function shownSections(all: DashboardSections | undefined) {
  if (!all) return { sections: [], isNew: false };
  const enabled = Object.keys(all)
    .filter(isSectionKey)
    .filter((name) => all[name].status !== 'disabled');
  const hasContent = (name: DashboardSectionKey) => all[name].status !== 'error' && sectionHasContent(name, all[name]);
  return { sections: enabled.filter((name) => all[name].status === 'error' || hasContent(name)), isNew: !enabled.some(hasContent) };
}

export function DashboardPage() {
  const group = useCurrentGroup();
  // currentData: after a group switch the previous group's answer must not show while the new one loads.
  const { currentData: data, isFetching, isError, refetch } = useDashboardQuery(group._id);
  const { sections, isNew } = shownSections(data?.sections);
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
              {sections.map((name) => (
                <Col key={name} xs={24} md={12} xl={8}>
                  <SectionCard name={name} section={data.sections[name]} />
                </Col>
              ))}
            </Row>
          </>
        )}
      </QueryState>
    </Page>
  );
}
