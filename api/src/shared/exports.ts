// What every export says, whatever its kind: the API's 409 and 429 answers (member limit, busy group) and
// the web app's toast when the pdf worker gave up. (A budget's codes differ, BUDGET_EXPORT_*, but its
// sentences are these.)
export const EXPORT_MESSAGES = {
  notReady: 'Die Datei wird noch erstellt. Bitte warte einen Moment.',
  failed: 'Die Datei konnte nicht erstellt werden. Bitte versuche es erneut.',
  limitReached: 'Du hast in der letzten Stunde zu viele Exporte angefordert. Bitte warte etwas und versuche es dann erneut.',
  groupBusy: 'Für diese Gruppe werden gerade zu viele Exporte erstellt. Bitte versuche es in ein paar Minuten erneut.',
};
