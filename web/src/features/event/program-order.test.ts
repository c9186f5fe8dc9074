import { moveItem, positionOf } from './program-order';

const items = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];

describe('programme order', () => {
  it('moves an item down to the place of the item it was dropped on', () => {
    expect(moveItem(items, 'a', 'c').map((i) => i._id)).toEqual(['b', 'c', 'a']);
  });

  it('moves an item up', () => {
    expect(moveItem(items, 'c', 'a').map((i) => i._id)).toEqual(['c', 'a', 'b']);
  });

  it('keeps the order when dropped on itself, outside the list or on an unknown id', () => {
    expect(moveItem(items, 'b', 'b').map((i) => i._id)).toEqual(['a', 'b', 'c']);
    expect(moveItem(items, 'b', null).map((i) => i._id)).toEqual(['a', 'b', 'c']);
    expect(moveItem(items, 'b', 'x').map((i) => i._id)).toEqual(['a', 'b', 'c']);
  });

  it('counts positions from 1', () => {
    expect(positionOf(items, 'c')).toBe(3);
  });
});
