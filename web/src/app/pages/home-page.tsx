import { Card, Typography } from 'antd';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { GLOSSARY } from '#shared/glossary';
import { isPlatformModerator } from '#shared/levels';
import { Page } from '../../components/page';
import { useMyInvitationsQuery } from '../../features/tenant/api';
import { paths } from '../../lib/paths';
import { selectCurrentGroup, selectUser } from '../../lib/session/selectors';
import { useAppSelector } from '../../lib/state';

export const HOME_TEXT = {
  title: 'Startseite',
  welcome: (name: string) => `Willkommen bei Plenum, ${name}!`,
  intro: 'Plenum ist der Arbeitsplatz eurer Schülervertretung: Termine, Projekte, Umfragen, Finanzen und Chats an einem Ort.',
  noGroup: 'Du bist noch in keiner Gruppe. Wende dich an deine SV oder deinen Stadt- oder Kreisschülerrat, damit sie dich einladen.',
  noGroupInvited: 'Du bist noch in keiner Gruppe, aber schon eingeladen: Nimm die Einladung an, um loszulegen.',
  discover: `Offene Gruppen kannst du unter „${GLOSSARY.discover.entry}“ finden und ihnen beitreten.`,
  toDiscover: 'Gruppen entdecken',
  invitations: (count: number) =>
    count === 0
      ? 'Du hast keine offenen Einladungen.'
      : count === 1
        ? 'Du hast 1 offene Einladung.'
        : `Du hast ${count} offene Einladungen.`,
  showInvitations: 'Einladungen ansehen',
} as const;

export function HomePage() {
  const user = useAppSelector(selectUser);
  const group = useAppSelector(selectCurrentGroup);
  const { pathname } = useLocation();
  const { data } = useMyInvitationsQuery(undefined, { skip: !!group });

  // SPEC 2.3: with groups loaded, / leads into the group; without a dashboard module, to its members.
  if (group && pathname === paths.home) {
    return <Navigate to={group.integrations.dashboard ? paths.sv.dashboard : paths.sv.members} replace />;
  }
  // Platform staff without a group of their own work in the administration (issue 11, item 9).
  if (!group && user && isPlatformModerator(user.permissionLevel) && pathname === paths.home) {
    return <Navigate to={paths.admin.tenants} replace />;
  }
  const count = data?.total ?? data?.items.length ?? 0;

  return (
    <Page title={HOME_TEXT.welcome(user?.contact.first_name ?? '')}>
      <Typography.Paragraph>{HOME_TEXT.intro}</Typography.Paragraph>
      {!group && (
        <Card style={{ maxWidth: 640 }}>
          <Typography.Paragraph strong>{count > 0 ? HOME_TEXT.noGroupInvited : HOME_TEXT.noGroup}</Typography.Paragraph>
          <Typography.Paragraph data-testid="invitation-count">
            {HOME_TEXT.invitations(count)} {count > 0 && <Link to={paths.user.invitations}>{HOME_TEXT.showInvitations}</Link>}
          </Typography.Paragraph>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {HOME_TEXT.discover} <Link to={paths.discover}>{HOME_TEXT.toDiscover}</Link>
          </Typography.Paragraph>
        </Card>
      )}
    </Page>
  );
}
