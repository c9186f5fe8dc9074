// German strings of the push switch and the install explanation on 'Mein Konto'.
export const PUSH_TEXT = {
  title: 'Push-Benachrichtigungen',
  switchLabel: 'Push-Benachrichtigungen auf diesem Gerät',
  intro:
    'Plenum meldet sich auf diesem Gerät, wenn etwas für dich passiert, zum Beispiel eine neue private Nachricht. Der Text einer Nachricht steht nie in der Benachrichtigung.',
  unsupported:
    'Dieser Browser kann keine Push-Benachrichtigungen empfangen. Auf dem iPhone und iPad füge Plenum zuerst zum Home-Bildschirm hinzu und öffne es von dort.',
  permissionDenied:
    'Dein Browser hat Benachrichtigungen für Plenum blockiert. Erlaube sie in den Website-Einstellungen deines Browsers und versuche es dann erneut.',
  subscribeFailed: 'Dein Browser konnte sich nicht für Push-Benachrichtigungen anmelden. Bitte versuche es später erneut.',
  unsubscribeFailed: 'Die Push-Benachrichtigungen konnten nicht ausgeschaltet werden. Bitte versuche es erneut.',
  installTitle: 'Zum Startbildschirm hinzufügen',
  installIntro: 'Plenum lässt sich wie eine App installieren, ohne App-Store:',
  installAndroid: 'Android (Chrome): Menü ⋮ öffnen und „App installieren“ oder „Zum Startbildschirm hinzufügen“ wählen.',
  installIos:
    'iPhone und iPad (Safari): Teilen-Symbol antippen und „Zum Home-Bildschirm“ wählen. Push-Benachrichtigungen gibt es dort nur in der installierten App.',
  installDesktop: 'Computer (Chrome, Edge): in der Adressleiste auf das Installieren-Symbol klicken.',
} as const;
