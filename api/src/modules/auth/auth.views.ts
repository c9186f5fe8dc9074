// The auth module's confirmations, as the 'Erfolg' toast shows them.
export const AUTH_TEXT = {
  registered: 'Fast geschafft! Wir haben dir eine E-Mail mit einem Bestätigungslink geschickt.',
  verified: 'Deine E-Mail-Adresse ist bestätigt. Du kannst dich jetzt anmelden.',
  resetSent: 'Wenn ein Konto mit dieser E-Mail-Adresse existiert, haben wir dir einen Link zum Zurücksetzen geschickt.',
  passwordReset: 'Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.',
  passwordChanged: 'Dein Passwort wurde geändert.',
  loggedOut: 'Du wurdest abgemeldet.',
};
