import { EventFieldType, type EventCustomField } from '#shared/event';
import { participantBody, participantFieldName } from './participant-answers';

const fields: EventCustomField[] = [
  { _id: 'f-class', name: 'Klasse', type: EventFieldType.SINGLE, options: ['5a', '5b'], required: true },
  { _id: 'f-food', name: 'Essen', type: EventFieldType.MULTIPLE, options: ['Vegetarisch', 'Vegan'], required: false },
  { _id: 'f-note', name: 'Anmerkung', type: EventFieldType.TEXT, options: [], required: false },
];

describe('participant body', () => {
  it('sends trimmed default fields and each answer by its field id, a multiple choice as a list', () => {
    const body = participantBody(
      {
        firstName: ' Jörg ',
        lastName: 'Müller ',
        mail: ' joerg@example.de',
        answers: { 'f-class': '5b', 'f-food': ['Vegan'], 'f-note': ' hallo ' },
      },
      fields,
    );
    expect(body).toEqual({
      firstName: 'Jörg',
      lastName: 'Müller',
      mail: 'joerg@example.de',
      answers: { 'f-class': '5b', 'f-food': ['Vegan'], 'f-note': 'hallo' },
    });
  });

  it('leaves unanswered optional fields out and sends no answers for an event without custom fields', () => {
    expect(
      participantBody({ firstName: 'A', lastName: 'B', mail: 'a@b.de', answers: { 'f-class': '5a', 'f-food': [], 'f-note': '  ' } }, fields)
        .answers,
    ).toEqual({
      'f-class': '5a',
    });
    expect(participantBody({ firstName: 'A', lastName: 'B', mail: 'a@b.de' }, [])).toEqual({
      firstName: 'A',
      lastName: 'B',
      mail: 'a@b.de',
    });
  });

  it('puts a server message for an answer under that field', () => {
    expect(participantFieldName('answers.f-class')).toEqual(['answers', 'f-class']);
  });
});
