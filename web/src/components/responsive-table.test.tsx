import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { labelColumns, ResponsiveTable } from './responsive-table';

interface Row {
  _id: string;
  name: string;
}

describe('ResponsiveTable', () => {
  it('labels every cell with its column title, so that the stacked cards can name each value', () => {
    render(
      <ResponsiveTable<Row>
        rowKey="_id"
        data-testid="table"
        dataSource={[{ _id: '1', name: 'Lea Schmidt' }]}
        pagination={false}
        columns={[
          { title: 'Name', dataIndex: 'name', key: 'name' },
          { title: 'Aktionen', key: 'actions', render: (_v, row) => <Button>{`${row.name} entfernen`}</Button> },
        ]}
      />,
    );
    expect(screen.getByTestId('table').closest('.responsive-table')).not.toBeNull();
    expect(screen.getByRole('cell', { name: 'Lea Schmidt' })).toHaveAttribute('data-label', 'Name');
    expect(screen.getByRole('button', { name: 'Lea Schmidt entfernen' }).closest('td')).toHaveAttribute('data-label', 'Aktionen');
  });

  it("keeps a column's own cell props and leaves non-text titles unlabelled", () => {
    const [own, icon] = labelColumns<Row>([
      { title: 'Name', key: 'name', onCell: () => ({ className: 'mine' }) },
      { title: <span>Symbol</span>, key: 'icon' },
    ])!;
    expect(own.onCell!({ _id: '1', name: 'x' }, 0)).toEqual({ className: 'mine', 'data-label': 'Name' });
    expect(icon.onCell).toBeUndefined();
  });
});
