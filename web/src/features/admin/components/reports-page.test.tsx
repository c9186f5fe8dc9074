import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatReportReason, ChatReportState, type ChatReportDetail } from '#shared/chat-reports';
import { PlatformLevel } from '#shared/levels';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { AdminReportsPage } from './reports-page';

const REPORT_ID = '0b7c3f5e-6a1d-4c1e-9d0a-2f3e4b5c6d7e';
const at = '2026-11-24T15:00:00.000Z';
const lea = { _id: 'u-lea', name: 'Lea Schmidt' };
const tobias = { _id: 'u-tobias', name: 'Tobias Braun' };
const message = {
  _id: 'm-1',
  conversationId: 'c-1',
  tenantId: null,
  sender: tobias,
  content: 'Du bist so dumm.',
  files: [],
  removed: false,
  mayDelete: false,
  createdAt: at,
  updatedAt: at,
};
const report: ChatReportDetail = {
  _id: REPORT_ID,
  state: ChatReportState.OPEN,
  reason: ChatReportReason.INSULT,
  comment: null,
  reporter: lea,
  sender: tobias,
  originalContent: message.content,
  messageId: message._id,
  conversation: { _id: 'c-1', kind: 'PRIVATE', tenant: null, participants: [lea, tobias] },
  action: null,
  handledBy: null,
  handledAt: null,
  createdAt: at,
  updatedAt: at,
  message,
  context: [],
  senderSuspended: false,
};
const moderator = () => loggedInState(makeUser({ permissionLevel: PlatformLevel.PLENUM_MODERATION }));

describe('AdminReportsPage: the report mail’s link (issue 13)', () => {
  it('opens the report named by ?report= and forgets it from the address when closed', async () => {
    mockApi({
      'GET /api/chat/admin/report': { status: 200, body: { items: [report], total: 1, page: 1, pageSize: 20 } },
      [`GET /api/chat/admin/report/${REPORT_ID}`]: { status: 200, body: report },
    });
    const { router } = renderScreen(<AdminReportsPage />, { state: moderator(), path: `/admin/reports?report=${REPORT_ID}` });
    const drawer = await screen.findByTestId('report-detail');
    expect(await within(drawer).findByTestId('report-message')).toHaveTextContent('Du bist so dumm.');

    await userEvent.click(within(drawer.closest('.ant-drawer') as HTMLElement).getByRole('button', { name: /schließen|close/i }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByTestId('report-detail')).not.toBeInTheDocument());
  }, 60_000);

  it('puts the report opened from the list into the address', async () => {
    mockApi({
      'GET /api/chat/admin/report': { status: 200, body: { items: [report], total: 1, page: 1, pageSize: 20 } },
      [`GET /api/chat/admin/report/${REPORT_ID}`]: { status: 200, body: report },
    });
    const { router } = renderScreen(<AdminReportsPage />, { state: moderator(), path: '/admin/reports' });
    expect(screen.queryByTestId('report-detail')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Meldung der Nachricht von Tobias Braun ansehen' }));
    expect(await screen.findByTestId('report-detail')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?report=${REPORT_ID}`);
  }, 60_000);
});
