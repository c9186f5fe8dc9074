import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '#shared/validation';
import { mockApi } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render';
import { fieldPath, stepOf, toRegistration } from '../steps';
import { ELECTION_TEXT as T, ROLE_LABELS, schoolYearOptions, TEACHER_LABEL } from '../text';
import { ElectionRegistrationPage } from './election-registration-page';

const DOMAIN = '11111111-1111-4111-8111-111111111111';
const SCHOOL = '22222222-2222-4222-8222-222222222222';
const next = () => userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
const heading = (text: string) => screen.findByRole('heading', { name: new RegExp(text) });

function type(label: string, value: string, scope: HTMLElement = document.body) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

/** The German date picker takes a typed 'TT.MM.JJJJ' once Enter confirms it. */
function pickDate(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

function fillPerson(legend: string, first: string, withClass = true) {
  const group = screen.getByRole('group', { name: legend });
  type('Vorname', first, group);
  type('Nachname', 'Muster', group);
  type('E-Mail-Adresse', `${first.toLowerCase()}@example.org`, group);
  if (withClass) type('Klasse', '10a', group);
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByTitle(option));
}

function mockLists(submit?: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    'GET /api/tenant/public/domain': {
      status: 200,
      body: { items: [{ _id: DOMAIN, name: 'Frankfurt' }], total: 1, page: 1, pageSize: 200 },
    },
    [`GET /api/tenant/public/domain/${DOMAIN}/school`]: { status: 200, body: { items: [{ _id: SCHOOL, name: 'Goethe-Gymnasium' }] } },
    ...(submit ? { 'POST /api/tenant/public/election': submit } : {}),
  });
}

async function fillGeneral() {
  await choose(T.domain, 'Frankfurt');
  await choose('Schule', 'Goethe-Gymnasium');
  await userEvent.click(screen.getByLabelText(/Wahl durch die Schulversammlung/));
  pickDate('Wahldatum', '15.09.2026');
  pickDate('Datum der Schulversammlung', '10.09.2026');
}

async function fillUntilSummary() {
  await fillGeneral();
  await next();
  await heading('Schulsprecher');
  ['SCHOOL_SPEAKER', 'DEPUTY_SPEAKER_1', 'DEPUTY_SPEAKER_2'].forEach((role, i) =>
    fillPerson(ROLE_LABELS[role as 'SCHOOL_SPEAKER'], `Sp${i}`),
  );
  await next();
  await heading('Delegierte');
  ['DELEGATE_1', 'DELEGATE_2', 'DEPUTY_DELEGATE_1', 'DEPUTY_DELEGATE_2'].forEach((role, i) =>
    fillPerson(ROLE_LABELS[role as 'DELEGATE_1'], `De${i}`),
  );
  await next();
  await heading('Schritt 4 von 6');
  fillPerson(TEACHER_LABEL(0), 'Lena', false);
  await next();
  await heading('Angaben zur Wahl');
  type('Vorname der Wahlleitung', 'Wanda');
  type('Nachname der Wahlleitung', 'Wahl');
  await userEvent.click(screen.getByLabelText(/Schulleitung übergeben/));
  await next();
  expect(await screen.findByText(T.truthRequired)).toBeInTheDocument();
  await userEvent.click(screen.getByLabelText(/Wahrheit entsprechen/));
  await next();
  await heading('Zusammenfassung');
}

describe('ElectionRegistrationPage', () => {
  it('keeps the visitor on a step until its fields are valid and cites the school law', async () => {
    mockLists();
    renderScreen(<ElectionRegistrationPage />, { path: '/election-registration' });
    expect(await heading('Schritt 1 von 6: Allgemeine Angaben')).toBeInTheDocument();
    expect(screen.getByText(/§122 Abs. 7 HSchG/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    await next();
    // antd shows each field's message as that field's validation settles: wait for every one (a loaded CI
    // machine showed the first before the last).
    for (const message of [T.domainRequired, T.schoolRequired, T.electionTypeRequired, T.electionDateRequired, T.assemblyDateRequired]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: /Schritt 1 von 6/ })).toBeInTheDocument();

    await fillGeneral();
    await next();
    expect(await heading('Schritt 2 von 6')).toBeInTheDocument();
    const speaker = screen.getByRole('group', { name: ROLE_LABELS.SCHOOL_SPEAKER });
    type('E-Mail-Adresse', 'keine-adresse', speaker);
    await next();
    expect(await within(speaker).findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(within(speaker).getByText(T.firstNameRequired)).toBeInTheDocument();
    expect(within(speaker).getByText(T.classRequired)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(await heading('Schritt 1 von 6')).toBeInTheDocument();
    expect(screen.getByLabelText('Wahldatum')).toHaveValue('15.09.2026');
  }, 150_000);

  it('requires the truth confirmation, shows a summary and sends the registration', async () => {
    const { calls } = mockLists({
      status: 201,
      body: {
        _id: 'e1',
        state: 'PENDING',
        schoolYear: '2026/27',
        replaced: false,
        message: 'Vielen Dank! Eure Wahlmeldung ist eingegangen.',
      },
    });
    renderScreen(<ElectionRegistrationPage />, { path: '/election-registration' });
    await heading('Schritt 1');
    await fillUntilSummary();
    expect(screen.getByText('Goethe-Gymnasium', { selector: 'td, td *' })).toBeInTheDocument();
    expect(screen.getByText('15.09.2026')).toBeInTheDocument();
    expect(screen.getByText(/Sp0 Muster \(10a\), sp0@example.org/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Vielen Dank! Eure Wahlmeldung ist eingegangen.')).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'POST')?.body as ReturnType<typeof toRegistration>;
    expect(body).toMatchObject({
      domainId: DOMAIN,
      schoolTenantId: SCHOOL,
      electionType: 'FULL_ASSEMBLY',
      electionDate: '2026-09-15',
      minutesToPrincipal: true,
      minutesKeptByCouncil: false,
      truthConfirmed: true,
    });
    expect(body.people.DELEGATE_2).toEqual({ firstName: 'De1', lastName: 'Muster', mail: 'de1@example.org', className: '10a' });
    expect(body.people.LIAISON_TEACHER).toEqual([{ firstName: 'Lena', lastName: 'Muster', mail: 'lena@example.org' }]);
  }, 150_000);

  it('puts server field errors under the field and jumps to its step', async () => {
    mockLists({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Bitte prüfe deine Eingaben.',
        details: [{ field: 'people.DELEGATE_1.mail', message: 'Diese Adresse ist schon vergeben.' }],
      },
    });
    renderScreen(<ElectionRegistrationPage />, { path: '/election-registration' });
    await heading('Schritt 1');
    await fillUntilSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await heading('Schritt 3 von 6')).toBeInTheDocument();
    const delegate = screen.getByRole('group', { name: ROLE_LABELS.DELEGATE_1 });
    expect(await within(delegate).findByText('Diese Adresse ist schon vergeben.')).toBeInTheDocument();
  }, 150_000);
});

describe('election form steps', () => {
  it('maps field paths to their steps', () => {
    expect(stepOf(['schoolTenantId'])).toBe(0);
    expect(stepOf(['people', 'DEPUTY_SPEAKER_2', 'mail'])).toBe(1);
    expect(stepOf(['people', 'DEPUTY_DELEGATE_1', 'className'])).toBe(2);
    expect(stepOf(fieldPath('people.LIAISON_TEACHER.1.mail'))).toBe(3);
    expect(stepOf(['truthConfirmed'])).toBe(4);
    expect(fieldPath('people.LIAISON_TEACHER.0.mail')).toEqual(['people', 'LIAISON_TEACHER', 0, 'mail']);
  });

  it('offers the current school year (August to July) and its neighbours', () => {
    expect(schoolYearOptions(new Date('2026-11-22'))).toEqual(['2025/26', '2026/27', '2027/28']);
    expect(schoolYearOptions(new Date('2027-03-01'))).toEqual(['2025/26', '2026/27', '2027/28']);
  });

  it('trims and lower-cases what it sends', () => {
    const body = toRegistration({
      people: { SCHOOL_SPEAKER: { firstName: ' Ada ', mail: ' Ada@Example.ORG ' }, LIAISON_TEACHER: [{ mail: 'X@y.de' }] },
    });
    expect(body.people.SCHOOL_SPEAKER).toEqual({ firstName: 'Ada', lastName: '', mail: 'ada@example.org', className: '' });
    expect(body.people.LIAISON_TEACHER[0].mail).toBe('x@y.de');
  });
});
