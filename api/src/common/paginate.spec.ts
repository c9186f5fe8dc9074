import type { SelectQueryBuilder } from 'typeorm';
import { PAGE_MAX, PAGE_TOO_HIGH_MESSAGE, paginate } from './paginate';

function fakeQuery() {
  const calls: Record<string, number> = {};
  const query = {
    skip: (n: number) => ((calls.skip = n), query),
    take: (n: number) => ((calls.take = n), query),
    getManyAndCount: async () => [[], 0],
  };
  return { query: query as unknown as SelectQueryBuilder<object>, calls };
}

describe('paginate', () => {
  it('reads the requested page', async () => {
    const { query, calls } = fakeQuery();
    await expect(paginate(query, { page: 3, pageSize: 20 })).resolves.toEqual({ items: [], total: 0, page: 3, pageSize: 20 });
    expect(calls).toEqual({ skip: 40, take: 20 });
  });

  it('never hands the database an absurd offset, even for a list whose DTO forgot the limit', async () => {
    for (const page of [PAGE_MAX + 1, 1e20, Number.POSITIVE_INFINITY]) {
      const { query, calls } = fakeQuery();
      await expect(paginate(query, { page, pageSize: 50 })).rejects.toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: PAGE_TOO_HIGH_MESSAGE,
      });
      expect(calls).toEqual({});
    }
  });
});
