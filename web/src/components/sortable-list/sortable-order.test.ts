import { moveInList, positionOf } from './sortable-order';

describe('moveInList', () => {
  const items = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];

  it('moves an item down and up, naming its new place', () => {
    expect(moveInList(items, 'a', 'c')).toEqual({ items: [{ _id: 'b' }, { _id: 'c' }, { _id: 'a' }], position: 2 });
    expect(moveInList(items, 'c', 'a')).toEqual({ items: [{ _id: 'c' }, { _id: 'a' }, { _id: 'b' }], position: 0 });
  });

  it('says nothing moved for a drop on itself, outside the list or on an unknown item', () => {
    expect(moveInList(items, 'b', 'b')).toBeNull();
    expect(moveInList(items, 'b', null)).toBeNull();
    expect(moveInList(items, 'b', 'x')).toBeNull();
  });

  it('counts positions from 1 for the screen reader', () => {
    expect(positionOf(items, 'c')).toBe(3);
  });
});
