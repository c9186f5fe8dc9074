import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SurveyComponentKind, SurveyMode, type PublicSurveyView, type SurveyComponentView } from '#shared/survey';
import { mockApi } from '../../../../test/fetch-mock';
import { loggedInState, renderRoutes } from '../../../../test/render';
import { SurveyTransactionPage } from './survey-transaction-page';

const ID = '3c9b1a2e-2f3d-4c5b-8a69-7e8f9a0b1c2d';
const PUBLIC = `/api/survey/public/survey/${ID}`;

const question = (over: Partial<SurveyComponentView>): SurveyComponentView => ({
  _id: 'q',
  position: 0,
  kind: SurveyComponentKind.OPEN,
  title: 'Frage',
  text: '',
  required: false,
  options: [],
  multiple: false,
  maxSelection: 0,
  scaleTemplate: null,
  nominalType: null,
  ...over,
});

const survey = (over: Partial<PublicSurveyView> = {}): PublicSurveyView => ({
  _id: ID,
  title: 'Schulumfrage',
  description: '',
  mode: SurveyMode.TAN,
  startDate: null,
  endDate: null,
  alreadyAnswered: false,
  tenantName: 'SV Goethe',
  account: null,
  codeSpent: false,
  components: [
    question({ _id: 'intro', kind: SurveyComponentKind.TEXT, title: 'Willkommen', text: 'Fünf Minuten.' }),
    question({
      _id: 'fest',
      kind: SurveyComponentKind.CHOICE,
      title: 'Warst du beim Fest?',
      required: true,
      options: [
        { _id: 'ja', label: 'Ja' },
        { _id: 'nein', label: 'Nein' },
      ],
    }),
    question({ _id: 'wunsch', title: 'Was wünschst du dir?' }),
  ],
  ...over,
});

const open = (path: string) =>
  renderRoutes([{ path: '/survey-transaction/:surveyId', element: <SurveyTransactionPage /> }], { state: loggedInState(null), path });

describe('public survey page', () => {
  it('says "Umfrage nicht gefunden" for an unknown or closed survey', async () => {
    mockApi({});
    open(`/survey-transaction/${ID}`);
    expect(await screen.findByText('Umfrage nicht gefunden')).toBeInTheDocument();
  });

  it('shows the messages inline, sends the answers with the prefilled code (no device identifier) and thanks', async () => {
    const { calls } = mockApi({
      [`GET ${PUBLIC}`]: { status: 200, body: survey() },
      [`POST ${PUBLIC}/result`]: { status: 201, body: { _id: 'r1', message: 'ok' } },
    });
    open(`/survey-transaction/${ID}?code=abcd2345`);
    fireEvent.click(await screen.findByRole('button', { name: 'Antworten absenden' }));
    expect(await screen.findByText('Bitte beantworte diese Frage.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(calls[0].url).toBe(`${PUBLIC}?code=abcd2345`);
    expect(localStorage.length).toBe(0);
    expect(screen.getByTestId('survey-mode-promise')).toHaveTextContent('Antworten sind nicht mit Codes verknüpfbar.');

    fireEvent.click(screen.getByRole('radio', { name: 'Ja' }));
    fireEvent.click(screen.getByRole('button', { name: 'Antworten absenden' }));
    expect(await screen.findByText('Vielen Dank für deine Teilnahme!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      answers: [{ componentId: 'fest', value: 'ja' }],
      code: 'ABCD2345',
    });
  });

  it('puts a spent code under the code field and shows a repeat as already done', async () => {
    mockApi({
      [`GET ${PUBLIC}`]: { status: 200, body: survey() },
      [`POST ${PUBLIC}/result`]: [
        {
          status: 403,
          body: { statusCode: 403, code: 'SURVEY_CODE_INVALID', message: 'Dieser Code ist ungültig oder wurde bereits verwendet.' },
        },
        { status: 409, body: { statusCode: 409, code: 'SURVEY_ALREADY_ANSWERED', message: 'Du hast die Umfrage bereits ausgefüllt.' } },
      ],
    });
    open(`/survey-transaction/${ID}`);
    fireEvent.click(await screen.findByRole('radio', { name: 'Nein' }));
    fireEvent.click(screen.getByRole('button', { name: 'Antworten absenden' }));
    expect(await screen.findByText('Bitte gib deinen Umfrage-Code ein.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Umfrage-Code'), { target: { value: 'ZZZZ2222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Antworten absenden' }));
    expect(await screen.findByText('Dieser Code ist ungültig oder wurde bereits verwendet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Antworten absenden' }));
    await waitFor(() => expect(screen.getByTestId('survey-already-done')).toBeInTheDocument());
    expect(screen.getByText('Du hast die Umfrage bereits ausgefüllt.')).toBeInTheDocument();
  });

  it('puts the code field first and says at once when the link’s code is spent (issue 28 §16)', async () => {
    mockApi({ [`GET ${PUBLIC}`]: { status: 200, body: survey({ codeSpent: true }) } });
    open(`/survey-transaction/${ID}?code=abcd2345`);
    expect(await screen.findByText('Dieser Code wurde bereits verwendet.')).toBeInTheDocument();
    const code = screen.getByLabelText('Umfrage-Code');
    const firstQuestion = screen.getAllByTestId('survey-question')[0];
    expect(code.compareDocumentPosition(firstQuestion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('asks for the e-mail address in PERSONAL mode without login, then asks to open the mailed link', async () => {
    const { calls } = mockApi({
      [`GET ${PUBLIC}`]: { status: 200, body: survey({ mode: SurveyMode.PERSONAL }) },
      [`POST ${PUBLIC}/result`]: {
        status: 202,
        body: { _id: null, message: 'Bitte bestätige deine Antwort über den Link in der E-Mail.' },
      },
    });
    open(`/survey-transaction/${ID}`);
    fireEvent.click(await screen.findByRole('radio', { name: 'Ja' }));
    expect(screen.queryByLabelText('Umfrage-Code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Antworten absenden' }));
    expect(await screen.findByText('Bitte gib deine E-Mail-Adresse ein.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'lea@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Antworten absenden' }));
    expect(await screen.findByText('Die E-Mail-Adresse ist nicht gültig.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: ' lea@example.de ' } });
    fireEvent.change(screen.getByLabelText(/Was wünschst du dir/), { target: { value: ' Mehr Sport ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Antworten absenden' }));
    expect(await screen.findByTestId('survey-confirm-mail')).toHaveTextContent(
      'Bitte bestätige deine Antwort über den Link in der E-Mail.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      answers: [
        { componentId: 'fest', value: 'ja' },
        { componentId: 'wunsch', value: 'Mehr Sport' },
      ],
      mail: 'lea@example.de',
    });
  });

  it('answers as the logged-in account in PERSONAL mode: no address field, no address sent', async () => {
    const { calls } = mockApi({
      [`GET ${PUBLIC}`]: {
        status: 200,
        body: survey({ mode: SurveyMode.PERSONAL, account: { name: 'Lea Schmidt', mail: 'lea@example.de' } }),
      },
      [`POST ${PUBLIC}/result`]: { status: 201, body: { _id: 'r1', message: 'ok' } },
    });
    open(`/survey-transaction/${ID}`);
    fireEvent.click(await screen.findByRole('radio', { name: 'Ja' }));
    expect(screen.getByTestId('survey-account')).toHaveTextContent('Du antwortest als Lea Schmidt (lea@example.de).');
    expect(screen.queryByLabelText('E-Mail-Adresse')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Antworten absenden' }));
    expect(await screen.findByText('Vielen Dank für deine Teilnahme!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ answers: [{ componentId: 'fest', value: 'ja' }] });
  });

  it('explains what ANONYMOUS mode promises', async () => {
    mockApi({ [`GET ${PUBLIC}`]: { status: 200, body: survey({ mode: SurveyMode.ANONYMOUS }) } });
    open(`/survey-transaction/${ID}`);
    expect(await screen.findByTestId('survey-mode-promise')).toHaveTextContent(
      'Ein zweiter Browser oder ein Skript zählt als zweites Gerät',
    );
  });

  it('says so at once when this browser has already answered', async () => {
    mockApi({ [`GET ${PUBLIC}`]: { status: 200, body: survey({ mode: SurveyMode.ANONYMOUS, alreadyAnswered: true }) } });
    open(`/survey-transaction/${ID}`);
    expect(await screen.findByText('Du hast die Umfrage bereits ausgefüllt.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Antworten absenden' })).toBeNull();
  });
});
