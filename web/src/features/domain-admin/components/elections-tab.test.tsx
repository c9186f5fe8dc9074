import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Election } from '#shared/election';
import { mockApi } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render';
import { ElectionsTab } from './elections-tab';

const election: Election = {
  _id: 'e1',
  domainId: 'd1',
  school: { _id: 's1', name: 'Goethe-Gymnasium' },
  schoolYear: '2026/27',
  yearStart: 2026,
  electionType: 'FULL_ASSEMBLY',
  electionDate: '2026-09-15',
  assemblyDate: '2026-09-10',
  leader: { firstName: 'Wanda', lastName: 'Wahl' },
  minutesToPrincipal: true,
  minutesKeptByCouncil: false,
  truthConfirmed: true,
  state: 'PENDING',
  validatedAt: null,
  validatedBy: null,
  people: [
    {
      _id: 'p1',
      role: 'SCHOOL_SPEAKER',
      roleLabel: 'Schulsprecher*in',
      position: 1,
      kind: 'SCHOOL',
      firstName: 'Sören',
      lastName: 'Sprecher',
      mail: 'soeren@example.org',
      className: '10b',
    },
  ],
  supersededById: null,
  submittedAt: '2026-09-16T10:00:00.000Z',
  createdAt: '2026-09-16T10:00:00.000Z',
  updatedAt: '2026-09-16T10:00:00.000Z',
};

describe('ElectionsTab', () => {
  it('lists pending registrations, validates after the confirm dialog and shows each invitation', async () => {
    const { calls } = mockApi({
      'GET /api/tenant/admin/domain/d1/election': {
        status: 200,
        body: { year: 2026, schoolYear: '2026/27', pending: [election], closed: [] },
      },
      'POST /api/tenant/admin/domain/d1/election/e1': {
        status: 200,
        body: {
          ...election,
          state: 'CLOSED',
          invitations: [
            {
              roles: ['SCHOOL_SPEAKER'],
              roleLabels: ['Schulsprecher*in'],
              mail: 'soeren@example.org',
              tenantId: 's1',
              level: 5,
              result: 'invited',
            },
          ],
        },
      },
    });
    renderScreen(<ElectionsTab domainId="d1" year={2026} yearSelect={null} />);
    expect(await screen.findByText('Keine bestätigten Wahlmeldungen.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Ansehen: Goethe-Gymnasium' }));
    const detail = await screen.findByRole('dialog', { name: 'Wahlmeldung: Goethe-Gymnasium' });
    expect(within(detail).getByText('Wanda Wahl')).toBeInTheDocument();
    expect(within(detail).getByText('soeren@example.org')).toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Wahl bestätigen' }));
    const confirm = (await screen.findByText(/Alle Gewählten erhalten eine Einladung/i)).closest('.ant-modal') as HTMLElement;
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Bestätigen' }));
    expect(await within(detail).findByText('Eingeladen')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  }, 90_000);

  it("shows and copies the link to this domain's election form, to send to its schools", async () => {
    mockApi({
      'GET /api/tenant/admin/domain/d1/election': { status: 200, body: { year: 2026, schoolYear: '2026/27', pending: [], closed: [] } },
    });
    renderScreen(<ElectionsTab domainId="d1" year={2026} yearSelect={null} />);
    const link = `${window.location.origin}/election-registration?domain=d1`;
    expect(await screen.findByRole('link', { name: link })).toHaveAttribute('href', link);
    expect(screen.getByText('Link zum Wahlformular')).toBeInTheDocument();
    expect(within(screen.getByTestId('election-form-link')).getByRole('button')).toBeInTheDocument();
  }, 60_000);
});
