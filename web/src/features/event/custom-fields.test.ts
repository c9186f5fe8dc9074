import { EVENT_MESSAGES as EM, EventFieldType } from '#shared/event';
import { nameProblem, optionsProblem, toWrite } from './custom-fields';

describe('custom field rules (SPEC 5)', () => {
  const fields = [
    { name: 'Klasse', type: EventFieldType.SINGLE, options: '5a\n5b', required: true },
    { name: ' klasse ', type: EventFieldType.TEXT, options: '', required: false },
    { name: '', type: undefined, options: '', required: false },
    { name: 'E-Mail', type: EventFieldType.TEXT, options: '', required: false },
  ];

  it('names a duplicate (case and spaces ignored) on the later field only', () => {
    expect(nameProblem(fields, 0)).toBeNull();
    expect(nameProblem(fields, 1)).toBe(EM.fieldNameDuplicate);
  });

  it('asks for a name and refuses a default field name', () => {
    expect(nameProblem(fields, 2)).toBe(EM.fieldNameRequired);
    expect(nameProblem(fields, 3)).toBe(EM.fieldNameReserved);
  });

  it('wants at least one distinct option for choice types, none for text', () => {
    expect(optionsProblem(EventFieldType.MULTIPLE, ' \n ')).toBe(EM.fieldOptionsRequired);
    expect(optionsProblem(EventFieldType.SINGLE, 'Ja\nJa')).toBe(EM.fieldOptionDuplicate);
    expect(optionsProblem(EventFieldType.SINGLE, 'Ja\n\nNein')).toBeNull();
    expect(optionsProblem(EventFieldType.TEXT, '')).toBeNull();
  });

  it('sends the options as a trimmed list and keeps the id of an existing field', () => {
    expect(
      toWrite({ _id: 'f1', name: ' Essen ', type: EventFieldType.MULTIPLE, options: ' Vegan \n\nVegetarisch', required: true }),
    ).toEqual({
      _id: 'f1',
      name: 'Essen',
      type: EventFieldType.MULTIPLE,
      options: ['Vegan', 'Vegetarisch'],
      required: true,
    });
    expect(toWrite({ name: 'Notiz', type: EventFieldType.TEXT, options: 'x', required: false }).options).toEqual([]);
  });
});
