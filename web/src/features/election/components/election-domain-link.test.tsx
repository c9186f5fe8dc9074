import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../lib/toast/toast';
import { mockApi } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render';
import { ELECTION_TEXT as T } from '../text';
import { ElectionRegistrationPage } from './election-registration-page';

// Issue 11, item 10: the link a domain administration sends names its domain, and the form opens with it
// chosen and locked. And pattern 6: the form's lists show a failed load under their select, not as a toast.
const FRANKFURT = '11111111-1111-4111-8111-111111111111';
const OFFENBACH = '33333333-3333-4333-8333-333333333333';
const SCHOOL = '22222222-2222-4222-8222-222222222222';
const NOT_FOUND = { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Der Eintrag wurde nicht gefunden.' } };
const domains = {
  status: 200,
  body: {
    items: [
      { _id: FRANKFURT, name: 'Frankfurt' },
      { _id: OFFENBACH, name: 'Offenbach' },
    ],
    total: 2,
    page: 1,
    pageSize: 200,
  },
};
const schools = { status: 200, body: { items: [{ _id: SCHOOL, name: 'Goethe-Gymnasium' }], total: 1, page: 1, pageSize: 20 } };
const domainSelect = () => screen.getByRole('combobox', { name: T.domain });

describe('election form: the domain from the link', () => {
  it('opens with the linked domain chosen and locked, and offers that domain’s schools', async () => {
    const { calls } = mockApi({ 'GET /api/tenant/public/domain': domains, [`GET /api/tenant/public/domain/${OFFENBACH}/school`]: schools });
    renderScreen(<ElectionRegistrationPage />, { path: `/election-registration?domain=${OFFENBACH}` });
    expect(await screen.findByText(T.domainLinked)).toBeInTheDocument();
    expect(screen.getByTitle('Offenbach')).toBeInTheDocument();
    expect(domainSelect()).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: T.school }));
    expect(await screen.findByTitle('Goethe-Gymnasium')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith(`/api/tenant/public/domain/${OFFENBACH}/school`))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText(T.electionTypeRequired)).toBeInTheDocument();
    expect(screen.queryByText(T.domainRequired)).not.toBeInTheDocument();
  }, 60_000);

  it('leaves the choice open when the link names no known domain', async () => {
    mockApi({ 'GET /api/tenant/public/domain': domains });
    renderScreen(<ElectionRegistrationPage />, { path: '/election-registration?domain=kein-verband' });
    await screen.findByRole('heading', { name: /Schritt 1 von 6/ });
    await waitFor(() => expect(domainSelect()).toBeEnabled());
    expect(screen.queryByText(T.domainLinked)).not.toBeInTheDocument();
    expect(screen.queryByText('kein-verband')).not.toBeInTheDocument();
  }, 60_000);
});

describe('election form: errors once', () => {
  it('shows a failed domain list under its select with a retry, and no toast', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi({ 'GET /api/tenant/public/domain': [NOT_FOUND, domains] });
    renderScreen(<ElectionRegistrationPage />, { path: '/election-registration' });
    expect(await screen.findByText('Die Daten konnten nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(screen.queryByText('Die Daten konnten nicht geladen werden.')).not.toBeInTheDocument());
    expect(error).not.toHaveBeenCalled();
  }, 60_000);

  it('shows a failed school list under its select, and no toast', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi({ 'GET /api/tenant/public/domain': domains, [`GET /api/tenant/public/domain/${FRANKFURT}/school`]: NOT_FOUND });
    renderScreen(<ElectionRegistrationPage />, { path: `/election-registration?domain=${FRANKFURT}` });
    // The school list is asked for once the linked domain is set and the search has settled.
    expect(await screen.findByText('Die Daten konnten nicht geladen werden.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  }, 60_000);
});
