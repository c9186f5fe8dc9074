// The warning before an inactive account is deleted (issue 26 §3). It names the day and the one thing to do.
import { germanDate } from '../../../common/export/german-dates';
import { MailContent, renderMail } from '../../../infrastructure/mail/mail-layout';

export function inactivityWarningMail(facts: { firstName: string; deletionAt: Date; loginUrl: string }): MailContent {
  return renderMail({
    subject: 'Plenum: Dein Konto wird bald gelöscht',
    greeting: `Hallo ${facts.firstName},`,
    paragraphs: [
      `du hast dich seit zwei Schuljahren nicht mehr bei Plenum angemeldet. Damit keine Daten ohne Grund liegen bleiben, wird dein Konto am ${germanDate(facts.deletionAt)} mit allen Daten gelöscht.`,
      'Wenn du dein Konto behalten möchtest, melde dich einfach vorher einmal an.',
    ],
    action: { label: 'Anmelden', url: facts.loginUrl },
    footnote: 'Du erhältst diese E-Mail, weil für deine Adresse ein Plenum-Konto besteht.',
  });
}
