export const PRIVACY_TEXT = {
  title: 'Datenschutz',
  intro:
    'Plenum speichert nur, was eine Schülervertretung für ihre Arbeit braucht, und löscht es nach festen Fristen. Viele Fristen folgen dem Schuljahr: Sie enden am ersten Schuljahresende, das mindestens so lange nach dem Tag liegt, ab dem gezählt wird.',
  periodsTitle: 'Wie lange wir Daten aufbewahren',
  category: 'Daten',
  period: 'Aufbewahrung',
  reason: 'Grund',
  rightsTitle: 'Deine Rechte',
  rightsIntro:
    'Du hast das Recht auf Auskunft, Berichtigung, Löschung, Datenübertragbarkeit und Widerspruch. Deine Daten kannst du in deinem Konto herunterladen und dein Konto dort löschen; für alles andere wende dich an die Verwaltung deines Verbands.',
};
