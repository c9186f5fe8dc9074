import { screen } from '@testing-library/react';
import { mockApi } from '../../../../test/fetch-mock';
import { loggedInState, renderRoutes } from '../../../../test/render';
import { SurveyConfirmPage } from './survey-confirm-page';

const CONFIRM = '/api/survey/public/confirm';
const open = (path: string) =>
  renderRoutes([{ path: '/survey-confirm', element: <SurveyConfirmPage /> }], { state: loggedInState(null), path });

describe('survey answer confirmation page', () => {
  it('sends the token from the link once and says that the answer counts', async () => {
    const { calls } = mockApi({ [`POST ${CONFIRM}`]: { status: 200, body: { message: 'ok' } } });
    open('/survey-confirm?token=abc');
    expect(await screen.findByText('Deine Antwort ist bestätigt. Vielen Dank für deine Teilnahme!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ body: { token: 'abc' } })]);
  });

  it('says in German when the link is unknown, used or expired', async () => {
    mockApi({
      [`POST ${CONFIRM}`]: { status: 404, body: { statusCode: 404, code: 'SURVEY_CONFIRMATION_INVALID', message: 'x' } },
    });
    open('/survey-confirm?token=alt');
    expect(await screen.findByText('Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde schon benutzt.')).toBeInTheDocument();
  });

  it('sends nothing without a token', async () => {
    const { calls } = mockApi({});
    open('/survey-confirm');
    expect(await screen.findByText(/Dieser Link ist unvollständig/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
