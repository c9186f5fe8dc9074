import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../test/render';
import { EmptyState } from './empty-state';
import { ItemList } from './item-list';

describe('EmptyState', () => {
  it('says what belongs there and how it fills', () => {
    renderScreen(<EmptyState title="Noch keine Benachrichtigungen." text="Hier erscheinen Nachrichten an alle Mitglieder." />);
    expect(screen.getByText('Noch keine Benachrichtigungen.')).toBeInTheDocument();
    expect(screen.getByText('Hier erscheinen Nachrichten an alle Mitglieder.')).toBeInTheDocument();
    // Without an action (the caller may not fill the list) there is nothing to press.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers an action on the same screen', async () => {
    const onClick = vi.fn();
    renderScreen(<EmptyState title="Keine offenen Einladungen." action={{ label: 'Einladung verschicken', onClick }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Einladung verschicken' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leads to another screen with a real link', async () => {
    const { router } = renderScreen(
      <EmptyState title="Du hast keine offenen Einladungen." action={{ label: 'Gruppen entdecken', to: '/discover/tenants' }} />,
      { routes: [{ path: '/discover/tenants', element: <p>Entdecken</p> }] },
    );
    const link = screen.getByRole('link', { name: 'Gruppen entdecken' });
    expect(link).toHaveAttribute('href', '/discover/tenants');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/discover/tenants');
  });

  it('is what ItemList shows for a text, and ItemList shows a given EmptyState as it is', () => {
    const { unmount } = renderScreen(<ItemList items={[]} empty="Noch keine Einträge." row={() => ({ key: 'x', content: null })} />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('Noch keine Einträge.');
    unmount();

    renderScreen(
      <ItemList
        items={[]}
        empty={<EmptyState title="Noch keine Benachrichtigungen." action={{ label: 'Schreiben', onClick: () => {} }} />}
        row={() => ({ key: 'x', content: null })}
      />,
    );
    expect(screen.getAllByTestId('empty-state')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Schreiben' })).toBeInTheDocument();
  });

  it('leaves the picture out when compact', () => {
    const { container } = renderScreen(<EmptyState compact title="Noch keine Benachrichtigungen." />);
    expect(container.querySelector('.ant-empty-image')).toHaveStyle({ display: 'none' });
  });
});
