import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SvLevel } from '#shared/levels';
import type { WikiSearchPage, WikiSectionView, WikiView } from '#shared/wiki';
import { mockApi } from '../../../test/fetch-mock';
import { makeGroup, makeUser } from '../../../test/fixtures';
import { loggedInState, renderRoutes } from '../../../test/render';
import { WikiPage } from './wiki-page';

const WIKI = 'wiki-1';
const BASE = `/api/knowledge/tenant/group-1/wiki/${WIKI}`;
const STAMP = '2026-11-27T08:00:00.000Z';

const wiki = (mayEdit: boolean): WikiView => ({
  _id: WIKI,
  tenantId: 'group-1',
  title: 'SV-Handbuch',
  description: 'Wie die SV arbeitet.',
  viewAccess: 1,
  viewAccessLabel: 'SV-Mitglied',
  sectionCount: 2,
  author: null,
  mayEdit,
  mayDelete: mayEdit,
  createdAt: STAMP,
  updatedAt: STAMP,
  sections: [
    { _id: 's1', title: 'Sitzungen', position: 0, updatedAt: STAMP },
    { _id: 's2', title: 'Kasse', position: 1, updatedAt: STAMP },
  ],
});

const section = (id: string, title: string, content: string, mayEdit: boolean): WikiSectionView => ({
  _id: id,
  wikiId: WIKI,
  tenantId: 'group-1',
  title,
  content,
  position: 0,
  materials: [],
  updatedBy: { _id: 'u1', contact: { first_name: 'Lea', last_name: 'Schmidt' } },
  mayEdit,
  mayDelete: mayEdit,
  createdAt: STAMP,
  updatedAt: STAMP,
});

const open = (level: number, path = `/sv/knowledge/wiki/${WIKI}`) =>
  renderRoutes([{ path: '/sv/knowledge/wiki/:wikiId', element: <WikiPage /> }], {
    state: loggedInState(makeUser({ groups: [makeGroup({ permissionLevel: level })] })),
    path,
  });

describe('WikiPage', () => {
  it('opens the first chapter and offers editors handles, editing and deleting', async () => {
    mockApi({
      [`GET ${BASE}`]: { status: 200, body: wiki(true) },
      [`GET ${BASE}/section/s1`]: { status: 200, body: section('s1', 'Sitzungen', '<h2>Ablauf</h2><ul><li>Einladung</li></ul>', true) },
    });
    open(SvLevel.SV_ADMIN);
    const pane = await screen.findByTestId('section-pane');
    expect(await within(pane).findByRole('heading', { name: 'Ablauf', level: 2 })).toBeInTheDocument();
    expect(within(pane).getByText('Zuletzt geändert von Lea Schmidt am 27.11.2026 09:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kasse verschieben' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1. Sitzungen' })).toHaveAttribute('aria-current', 'page');
    expect(within(pane).getByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();
    expect(within(pane).getByRole('button', { name: 'Kapitel löschen' })).toBeInTheDocument();
  });

  it('shows a reader the chapter the address names, without tools', async () => {
    mockApi({
      [`GET ${BASE}`]: { status: 200, body: wiki(false) },
      [`GET ${BASE}/section/s2`]: { status: 200, body: section('s2', 'Kasse', '<p>Jährliche Prüfung.</p>', false) },
    });
    open(SvLevel.SV_MEMBER, `/sv/knowledge/wiki/${WIKI}?section=s2&edit=1`);
    expect(await screen.findByText('Jährliche Prüfung.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kasse verschieben' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kapitel hinzufügen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Formatierung' })).not.toBeInTheDocument();
  });

  it('shows search snippets as text with only the matched words marked', async () => {
    const hits: WikiSearchPage = {
      items: [
        {
          wikiId: WIKI,
          wikiTitle: 'SV-Handbuch',
          sectionId: 's1',
          sectionTitle: 'Sitzungen',
          snippet: '&lt;img src=x onerror=alert(1)&gt; <mark>Einladungen</mark> verschicken',
          rank: 1,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
    };
    const { calls } = mockApi({
      [`GET ${BASE}`]: { status: 200, body: wiki(false) },
      [`GET ${BASE}/section/s1`]: { status: 200, body: section('s1', 'Sitzungen', '<p>Text</p>', false) },
      'GET /api/knowledge/tenant/group-1/search': { status: 200, body: hits },
    });
    open(SvLevel.SV_MEMBER);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Wikis durchsuchen' }), ' Einladung {Enter}');
    const hit = await screen.findByTestId('search-hit');
    expect(within(hit).getByRole('link', { name: 'SV-Handbuch › Sitzungen' })).toHaveAttribute(
      'href',
      `/sv/knowledge/wiki/${WIKI}?section=s1`,
    );
    expect(hit.querySelector('mark')?.textContent).toBe('Einladungen');
    expect(hit.querySelector('img')).toBeNull();
    expect(within(hit).getByTestId('search-snippet')).toHaveTextContent('<img src=x onerror=alert(1)> Einladungen verschicken');
    await waitFor(() => expect(calls.some((call) => call.url.includes('/search?text=Einladung'))).toBe(true));
  });
});
