import { MailContent, renderMail } from '../../../infrastructure/mail/mail-layout';

interface Person {
  firstName: string;
}

export function verifyAccountMail(person: Person, url: string): MailContent {
  return renderMail({
    subject: 'Plenum: Bitte bestätige deine E-Mail-Adresse',
    greeting: `Hallo ${person.firstName},`,
    paragraphs: ['willkommen bei Plenum! Bitte bestätige deine E-Mail-Adresse, damit du dich anmelden kannst.'],
    action: { label: 'E-Mail-Adresse bestätigen', url },
    footnote:
      'Der Link ist 48 Stunden gültig und kann nur einmal benutzt werden. Wenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.',
  });
}

export function registrationRepeatedMail(person: Person, loginUrl: string, resetUrl: string): MailContent {
  return renderMail({
    subject: 'Plenum: Jemand wollte sich mit deiner E-Mail-Adresse registrieren',
    greeting: `Hallo ${person.firstName},`,
    paragraphs: [
      'gerade wurde versucht, mit deiner E-Mail-Adresse ein neues Konto bei Plenum anzulegen. Du hast aber schon ein Konto.',
      `Melde dich einfach an: ${loginUrl}`,
      `Passwort vergessen? Hier kannst du es zurücksetzen: ${resetUrl}`,
    ],
    footnote: 'Wenn du das nicht warst, musst du nichts tun. Dein Konto bleibt unverändert.',
  });
}

export function resetPasswordMail(person: Person, url: string): MailContent {
  return renderMail({
    subject: 'Plenum: Passwort zurücksetzen',
    greeting: `Hallo ${person.firstName},`,
    paragraphs: ['du hast angefordert, dein Passwort zurückzusetzen. Über den folgenden Link kannst du ein neues Passwort festlegen.'],
    action: { label: 'Neues Passwort festlegen', url },
    footnote:
      'Der Link ist 60 Minuten gültig und kann nur einmal benutzt werden. Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren.',
  });
}

export function accountDeletionMail(person: Person, deletionDate: string, accountUrl: string): MailContent {
  return renderMail({
    subject: 'Plenum: Dein Konto wird gelöscht',
    greeting: `Hallo ${person.firstName},`,
    paragraphs: [
      `dein Konto bei Plenum wird am ${deletionDate} gelöscht. Bis dahin kannst du es dir noch anders überlegen.`,
      'Dann werden dein Konto, deine Mitgliedschaften, Einladungen, privaten Chats und Dateien, die nur du sehen konntest, gelöscht. Was andere noch brauchen (Nachrichten in Gruppenchats, Wiki-Kapitel, Neuigkeiten, Aufgaben, Buchungen und Meldungen), bleibt ohne deinen Namen als „Ehemaliges Mitglied“ erhalten.',
      'Um die Löschung abzubrechen, melde dich einfach an oder wähle unter „Mein Konto“ „Löschung abbrechen“.',
    ],
    action: { label: 'Löschung abbrechen', url: accountUrl },
    footnote: 'Wenn du die Löschung nicht beantragt hast, melde dich an: Damit ist sie abgebrochen. Ändere dann dein Passwort.',
  });
}
