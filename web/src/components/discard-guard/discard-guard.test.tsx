import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { renderRoutes } from '../../test/render';
import { DiscardGuardProvider, useChangesGuard } from './discard-guard';

function Editor({ onClose }: { onClose: () => void }) {
  const guard = useChangesGuard();
  const [text, setText] = useState('');
  return (
    <>
      <Input
        aria-label="Text"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          guard.changed();
        }}
      />
      <Button onClick={() => guard.confirm(onClose)}>Schließen</Button>
      <Link to="/other">Woanders</Link>
      {guard.dialog}
    </>
  );
}

const render = (onClose = () => {}) =>
  renderRoutes([
    {
      element: (
        <DiscardGuardProvider>
          <Outlet />
        </DiscardGuardProvider>
      ),
      children: [
        { path: '/edit', element: <Editor onClose={onClose} /> },
        { path: '/other', element: <p>Andere Seite</p> },
      ],
    },
  ]);

const unloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useDiscardGuard (issue 28 §4)', () => {
  it('lets an unchanged form close and leave without asking', async () => {
    const onClose = vi.fn();
    const { router } = render(onClose);
    await router.navigate('/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalled();
    expect(unloadAsks()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Woanders' }));
    expect(await screen.findByText('Andere Seite')).toBeInTheDocument();
  });

  it('asks before closing or leaving a changed form, and before a reload', async () => {
    const onClose = vi.fn();
    const { router } = render(onClose);
    await router.navigate('/edit');
    fireEvent.change(await screen.findByLabelText('Text'), { target: { value: 'Entwurf' } });
    await waitFor(() => expect(unloadAsks()).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(await screen.findByText('Änderungen verwerfen?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: 'Woanders' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Verwerfen' }).length).toBeGreaterThan(0));
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByLabelText('Text')).toHaveValue('Entwurf');
    fireEvent.click(screen.getAllByRole('button', { name: 'Verwerfen' }).at(-1)!);
    expect(await screen.findByText('Andere Seite')).toBeInTheDocument();
    expect(unloadAsks()).toBe(false);
  });
});
