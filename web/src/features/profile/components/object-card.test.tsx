import { fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { ContentStatus, ProfileObjectKind, type ProfileObjectView } from '#shared/profile-objects';
import { transitionLabel } from '../text';
import { ObjectCard } from './object-card';

const object = (over: Partial<ProfileObjectView> = {}): ProfileObjectView => ({
  _id: 'n1',
  tenantId: 't1',
  kind: ProfileObjectKind.NEWS,
  title: 'Neue Bänke',
  content: '<p>Ab Montag <strong>vier</strong> Bänke.</p>',
  status: ContentStatus.EXAMINATION,
  statusLabel: 'Prüfung',
  image: null,
  author: { _id: 'u1', contact: { first_name: 'Lea', last_name: 'Sommer' } },
  publishedAt: null,
  mayEdit: false,
  mayDelete: false,
  transitions: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const renderCard = (view: ProfileObjectView) => {
  const handlers = { onMove: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  render(<ObjectCard object={view} busy={false} {...handlers} />);
  return handlers;
};

describe('ObjectCard', () => {
  it('shows a reader without rights the status and text, and no button at all', () => {
    renderCard(object());
    expect(screen.getByText('Prüfung')).toBeInTheDocument();
    expect(screen.getByText('von Lea Sommer')).toBeInTheDocument();
    expect(screen.getByText('vier')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('offers exactly the steps the API lists, publishing first, and reports the one pressed', () => {
    const view = object({ mayEdit: true, mayDelete: true, transitions: [ContentStatus.DRAFT, ContentStatus.PUBLISHED] });
    const handlers = renderCard(view);
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Veröffentlichen', 'Zurück zum Entwurf', 'Bearbeiten', 'Löschen']);
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(handlers.onMove).toHaveBeenCalledWith(view, ContentStatus.PUBLISHED);
    fireEvent.click(screen.getByRole('button', { name: 'Neue Bänke löschen' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(view);
  });
});

describe('transitionLabel', () => {
  it('names each step from where the object stands', () => {
    expect(transitionLabel(ContentStatus.DRAFT, ContentStatus.EXAMINATION)).toBe('Zur Prüfung einreichen');
    expect(transitionLabel(ContentStatus.PUBLISHED, ContentStatus.EXAMINATION)).toBe('Zurück in die Prüfung');
    expect(transitionLabel(ContentStatus.PUBLISHED, ContentStatus.DRAFT)).toBe('Veröffentlichung zurücknehmen');
    expect(transitionLabel(ContentStatus.EXAMINATION, ContentStatus.DRAFT)).toBe('Zurück zum Entwurf');
    expect(transitionLabel(ContentStatus.EXAMINATION, ContentStatus.PUBLISHED)).toBe('Veröffentlichen');
  });
});
