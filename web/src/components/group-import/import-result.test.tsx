import { render, screen, within } from '@testing-library/react';
import { ImportResult } from './import-result';

describe('ImportResult', () => {
  it('shows the totals and what happened on each line', () => {
    render(
      <ImportResult
        result={{
          created: 1,
          skipped: 1,
          errors: 1,
          lines: [
            { line: 2, name: 'Goethe-Gymnasium', result: 'created' },
            { line: 3, name: 'Schiller-Schule', result: 'skipped', message: 'Diese Gruppe gibt es schon.' },
            { line: 4, name: '', result: 'error', message: 'Der Name fehlt.' },
          ],
        }}
      />,
    );
    expect(screen.getByText('1 angelegt, 1 übersprungen, 1 Fehler')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Goethe-Gymnasium')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Angelegt')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Übersprungen')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Diese Gruppe gibt es schon.')).toBeInTheDocument();
    expect(within(rows[2]).getByText('4')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Fehler')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Der Name fehlt.')).toBeInTheDocument();
  });
});
