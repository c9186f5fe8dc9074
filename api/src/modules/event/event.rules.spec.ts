import { EVENT_MESSAGES as EM, EventFieldType } from '#shared/event';
import { loadConfig } from '../../config/config';
import { checkAnswers } from './event-answers';
import { checkProgram } from './event-program';
import { checkCustomFields, checkSwitches } from './event.rules';

const fields = [
  { _id: 'k', name: 'Klasse', type: EventFieldType.SINGLE, options: ['5a', '5b'], required: true },
  { _id: 'w', name: 'Workshops', type: EventFieldType.MULTIPLE, options: ['Theater', 'Musik'], required: false },
  { _id: 't', name: 'Anmerkung', type: EventFieldType.TEXT, options: [], required: false },
];

describe('event rules', () => {
  it('keeps answers with their field names and orders multiple choices as offered', () => {
    expect(checkAnswers({ k: '5a', w: ['Musik', 'Theater'], t: ' hi ' }, fields)).toEqual({
      value: {
        k: { name: 'Klasse', value: '5a' },
        w: { name: 'Workshops', value: ['Theater', 'Musik'] },
        t: { name: 'Anmerkung', value: 'hi' },
      },
      errors: [],
    });
  });

  it('refuses missing, foreign, unknown and too long answers', () => {
    const messages = (input: unknown) => checkAnswers(input, fields).errors.map((e) => `${e.field}: ${e.message}`);
    expect(messages({})).toEqual([`answers.k: ${EM.answerRequired}`]);
    expect(messages({ k: '5c' })).toEqual([`answers.k: ${EM.answerNotAnOption}`]);
    expect(messages({ k: '5a', w: ['Sport'] })).toEqual([`answers.w: ${EM.answerNotOptions}`]);
    expect(messages({ k: '5a', t: 'x'.repeat(1001) })).toEqual([`answers.t: ${EM.answerTooLong}`]);
    expect(messages({ k: '5a', x: '1' })).toEqual([`answers.x: ${EM.answerUnknownField}`]);
    expect(messages({ k: '5a', t: 'x'.repeat(1000) })).toEqual([]);
  });

  it('keeps a field id only when it names an existing field, once', () => {
    const { value, errors } = checkCustomFields(
      [
        { _id: 'k', name: 'Klasse', type: 'single', options: ['5a'] },
        { _id: 'k', name: 'Zweite', type: 'text' },
        { _id: 'fremd', name: 'Dritte', type: 'text' },
      ],
      fields,
    );
    expect(errors).toEqual([]);
    expect(value[0]._id).toBe('k');
    expect(value[1]._id).not.toBe('k');
    expect(value[2]._id).not.toBe('fremd');
  });

  it('merges switches and refuses non-booleans', () => {
    const off = { program: false, registration: false, checkin: false };
    expect(checkSwitches({ program: true }, off)).toEqual({ value: { ...off, program: true }, errors: [] });
    expect(checkSwitches({ program: 'true' }, off).errors).toHaveLength(1);
  });

  it('sanitises programme descriptions and checks upload positions', () => {
    const { value, errors } = checkProgram({ toc: [{ title: 'A', description: '<p>x<script>y</script></p>', newUploads: [1, 0] }] }, [], 2);
    expect(errors).toEqual([]);
    expect(value[0]).toMatchObject({ title: 'A', description: '<p>x</p>', uploads: [1, 0], materialIds: [] });
    expect(checkProgram({ toc: [{ title: 'A', newUploads: [-1] }] }, [], 2).errors).toHaveLength(1);
    expect(checkProgram({ toc: [{ title: 'A', newUploads: [0.5] }] }, [], 2).errors).toHaveLength(1);
  });

  it('lets a school hall through by default: at least 300 public posts per event and IP in 15 minutes', () => {
    // event-public.controller.ts counts each event and IP in the 'public' bucket of this size and window.
    const config = loadConfig({ JWT_SECRET: 'a-secret-of-enough-length' });
    // Whatever the window's length, one window's allowance fits into 15 minutes.
    expect(config.rateLimitPublicPerWindow).toBeGreaterThanOrEqual(300);
  });
});
