import { insertMention, matchingMembers, mentionedIds, mentionQueryAt } from './mentions';

const lea = { userId: 'u-lea', name: 'Lea Schmidt' };
const ben = { userId: 'u-ben', name: 'Ben Yilmaz' };

describe('mentions', () => {
  it('finds the "@…" before the caret only at a word start', () => {
    expect(mentionQueryAt('Hallo @Le', 9)).toEqual({ start: 6, query: 'Le' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail@schule.de', 14)).toBeNull();
    expect(mentionQueryAt('Hallo @Le\nweiter', 16)).toBeNull();
  });

  it('matches first or last names, case-insensitively, and whole typed names', () => {
    expect(matchingMembers([lea, ben], 'sch')).toEqual([lea]);
    expect(matchingMembers([lea, ben], 'lea s')).toEqual([lea]);
    expect(matchingMembers([lea, ben], '')).toEqual([lea, ben]);
  });

  it('inserts the name with a space and keeps only the ids still named in the text', () => {
    const typed = 'Hi @le, bis morgen';
    const at = mentionQueryAt(typed, 6)!;
    expect(insertMention(typed, at, 6, lea)).toEqual({ text: 'Hi @Lea Schmidt , bis morgen', caret: 16 });
    expect(mentionedIds('Hi @Lea Schmidt und @Lea Schmidt', [lea, ben])).toEqual(['u-lea']);
  });
});
