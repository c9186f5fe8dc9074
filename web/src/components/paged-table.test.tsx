import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import deDE from 'antd/locale/de_DE';
import type { Page } from '#shared/page';
import { PagedTable, usePaging } from './paged-table';

interface Row {
  _id: string;
  name: string;
}

const pageOf = (page: number): Page<Row> => ({
  items: Array.from({ length: 20 }, (_, index) => ({ _id: `${page}-${index}`, name: `Gruppe ${page}.${index}` })),
  total: 45,
  page,
  pageSize: 20,
});

function Harness() {
  const paging = usePaging();
  return (
    <>
      <output>
        Seite {paging.query.page} zu {paging.query.pageSize}
      </output>
      <PagedTable<Row>
        data={pageOf(paging.page)}
        paging={paging}
        loading={false}
        empty="Nichts"
        columns={[{ title: 'Name', dataIndex: 'name' }]}
      />
    </>
  );
}

describe('PagedTable', () => {
  it('shows one server page with German pager labels and asks for the page clicked', async () => {
    render(
      <ConfigProvider locale={deDE}>
        <Harness />
      </ConfigProvider>,
    );
    expect(screen.getByText('Gruppe 1.0')).toBeInTheDocument();
    expect(screen.getByText('Seite 1 zu 20')).toBeInTheDocument();
    expect(screen.getByTitle('Nächste Seite')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('Gruppe 3.0')).toBeInTheDocument();
    expect(screen.getByText('Seite 3 zu 20')).toBeInTheDocument();
  });
});
