// `null` in an optional field is not "left out": it is checked like any other value and refused with the
// field's German message (common/validation/optional.ts), never passed on to a NOT NULL column as a 500.
import { SvLevel } from '#shared/levels';
import { createEvent, eventGroup } from '../fixtures/event';
import { createSurvey, surveyGroup } from '../fixtures/survey';
import { useTestApp } from '../helpers/test-app';

describe('platform: null in optional fields', () => {
  const t = useTestApp({ workers: false });

  it('answers 400 with the field named, and changes nothing, for null in the update bodies', async () => {
    const g = await surveyGroup(t);
    const survey = await createSurvey(g, { title: 'Vorher', description: 'Text' });
    for (const field of ['title', 'description', 'mode', 'state']) {
      const res = await g.editor.put(`${g.url}/${survey._id}`).send({ [field]: null });
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    }
    // null still opens a side of the period, where it means something.
    expect((await g.editor.put(`${g.url}/${survey._id}`).send({ startDate: null })).status).toBe(200);
    expect((await g.editor.get(`${g.url}/${survey._id}`)).body).toMatchObject({ title: 'Vorher', description: 'Text' });

    const e = await eventGroup(t);
    const event = await createEvent(e, { title: 'Sommerfest', location: 'Aula' });
    const board = e.as(SvLevel.SV_BOARD);
    for (const field of ['title', 'description', 'location']) {
      const res = await board.put(`${e.url}/${event._id}`).send({ [field]: null });
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
    }
    expect((await board.get(`${e.url}/${event._id}`)).body).toMatchObject({ title: 'Sommerfest', location: 'Aula' });
  });
});
