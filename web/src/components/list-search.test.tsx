import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ListSearch } from './list-search';

function Harness({ onSearch }: { onSearch: (text: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <ListSearch
        label="Umfragen durchsuchen"
        value={value}
        onSearch={(text) => {
          onSearch(text);
          setValue(text);
        }}
      />
      <button onClick={() => setValue('')}>Suche zurücksetzen</button>
    </>
  );
}

describe('ListSearch', () => {
  it('searches the trimmed text on Enter, and empties the field when the search is reset elsewhere', () => {
    const searched: string[] = [];
    render(<Harness onSearch={(text) => searched.push(text)} />);
    const field = screen.getByRole('searchbox', { name: 'Umfragen durchsuchen' });
    fireEvent.change(field, { target: { value: '  Klima ' } });
    expect(searched).toEqual([]);
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(searched).toEqual(['Klima']);
    fireEvent.click(screen.getByRole('button', { name: 'Suche zurücksetzen' }));
    expect(field).toHaveValue('');
  });

  it('shows everything again once the field is emptied', () => {
    const searched: string[] = [];
    render(<Harness onSearch={(text) => searched.push(text)} />);
    const field = screen.getByRole('searchbox', { name: 'Umfragen durchsuchen' });
    fireEvent.change(field, { target: { value: 'Klima' } });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.change(field, { target: { value: '' } });
    expect(searched).toEqual(['Klima', '']);
  });
});
