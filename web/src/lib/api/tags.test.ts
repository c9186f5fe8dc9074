import { itemTag, LIST, listTag, listTags, scopedListId } from './tags';

describe('cache tags', () => {
  it('gives a list one tag per item plus its list tag', () => {
    expect(listTags('Member', [{ _id: 'm1' }, { _id: 'm2' }])).toEqual([
      { type: 'Member', id: 'm1' },
      { type: 'Member', id: 'm2' },
      { type: 'Member', id: LIST },
    ]);
  });

  it('still provides the list tag while there is no answer, and scopes a list to one group', () => {
    expect(listTags('Invitation', undefined, scopedListId('t1'))).toEqual([{ type: 'Invitation', id: 'LIST-t1' }]);
    expect(listTag('Tenant')).toEqual({ type: 'Tenant', id: 'LIST' });
    expect(itemTag('Tenant', 't1')).toEqual({ type: 'Tenant', id: 't1' });
  });
});
