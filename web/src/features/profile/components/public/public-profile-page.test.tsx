import { fireEvent, screen } from '@testing-library/react';
import type { PublicProfileObjectView, PublicProfileView } from '#shared/profile';
import { mockApi } from '../../../../test/fetch-mock';
import { loggedInState, renderRoutes } from '../../../../test/render';
import { PublicProfilePage } from './public-profile-page';

const API = '/api/profile/public/goethe';
const item = (n: number): PublicProfileObjectView => ({
  _id: `n${n}`,
  title: `Neuigkeit ${n}`,
  content: `<p>Text ${n}</p>`,
  imageUrl: null,
  publishedAt: '2026-11-20T10:00:00.000Z',
});

const view = (over: Partial<PublicProfileView> = {}): PublicProfileView => ({
  tenant: { name: 'SV Goethe-Gymnasium', type: 'SV' as PublicProfileView['tenant']['type'], shortcode: 'goethe' },
  description: '<p>Wir sind die SV.</p>',
  contactPerson: 'Lea Sommer',
  contactEmail: 'sv@goethe.de',
  contactPhone: '',
  contactWebsite: 'https://sv.goethe.de',
  publicPerson: '',
  avatarImageUrl: `${API}/image/a1`,
  backgroundImageUrl: null,
  news: { items: [item(1), item(2)], total: 3, page: 1, pageSize: 2 },
  projects: { items: [], total: 0, page: 1, pageSize: 2 },
  ...over,
});

const open = () =>
  renderRoutes([{ path: '/p/:shortcode', element: <PublicProfilePage /> }], { state: loggedInState(null), path: '/p/goethe' });

describe('public profile page', () => {
  it('says "Profil nicht gefunden" for an unknown or non-public group', async () => {
    mockApi({});
    open();
    expect(await screen.findByText('Profil nicht gefunden')).toBeInTheDocument();
  });

  it('shows the profile, its contact data and the news, and loads older news on request', async () => {
    const { calls } = mockApi({
      [`GET ${API}`]: { status: 200, body: view() },
      [`GET ${API}/news`]: { status: 200, body: { items: [item(3)], total: 3, page: 2, pageSize: 2 } },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'SV Goethe-Gymnasium', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Wir sind die SV.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profilbild von SV Goethe-Gymnasium' })).toHaveAttribute('src', `${API}/image/a1`);
    expect(screen.getByRole('link', { name: 'sv@goethe.de' })).toHaveAttribute('href', 'mailto:sv@goethe.de');
    expect(screen.getByText('Noch keine Projekte.')).toBeInTheDocument();
    expect(screen.getByText('Neuigkeit 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    expect(await screen.findByText('Neuigkeit 3')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(`${API}/news?page=2&pageSize=2`);
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).not.toBeInTheDocument();
  });
});
