// Date-only fields take what SPEC 7 sends: an ISO date or an ISO date-time, stored as the Berlin calendar
// day (one shared DTO decorator, DateOnlyField). Shown on the public election registration.
import { electionBody } from '../helpers/election';
import { validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

describe('platform: date-only fields accept ISO dates and date-times', () => {
  const t = useTestApp();

  const storedDays = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT election_date::text AS "electionDate", assembly_date::text AS "assemblyDate" FROM election_registration WHERE id = $1`,
        [id],
      )
    )[0];

  it('stores the Berlin calendar day of a date-time (23:30 UTC is the next day in Berlin)', async () => {
    const domain = await t.domain();
    const school = await t.tenant({ domainId: domain._id });
    const body = electionBody(domain._id, school._id, { electionDate: '2026-11-23T23:30:00Z', assemblyDate: '2026-11-23T10:00:00.000Z' });
    const res = await t.client().post('/api/tenant/public/election').send(body);
    expect(res.status).toBe(201);
    expect(await storedDays(res.body._id)).toEqual({ electionDate: '2026-11-24', assemblyDate: '2026-11-23' });
  });

  it('follows summer time and keeps a plain date as it is', async () => {
    const domain = await t.domain();
    const school = await t.tenant({ domainId: domain._id });
    // 22:00 UTC in summer is midnight in Berlin.
    const body = electionBody(domain._id, school._id, { electionDate: '2026-09-14T22:00:00.000Z', assemblyDate: '2026-09-10' });
    const res = await t.client().post('/api/tenant/public/election').send(body);
    expect(res.status).toBe(201);
    expect(await storedDays(res.body._id)).toEqual({ electionDate: '2026-09-15', assemblyDate: '2026-09-10' });
  });

  it('answers the field message for a date-time on a day that does not exist', async () => {
    const domain = await t.domain();
    const school = await t.tenant({ domainId: domain._id });
    const res = await t
      .client()
      .post('/api/tenant/public/election')
      .send(electionBody(domain._id, school._id, { electionDate: '2026-02-30T10:00:00Z' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(validationError('electionDate', 'Bitte wähle ein Wahldatum aus.'));
  });

  it('documents the accepted forms in the OpenAPI document', async () => {
    const res = await t.client().get('/api/docs-json');
    expect(res.status).toBe(200);
    const properties = res.body.components.schemas.CreateElectionDto.properties as Record<
      string,
      { type: string; format: string; description: string }
    >;
    for (const field of ['electionDate', 'assemblyDate']) {
      expect(properties[field]).toMatchObject({ type: 'string', format: 'date', description: expect.stringContaining('Europe/Berlin') });
      expect(properties[field].description).toContain('ISO-Zeitpunkt');
    }
  });
});
