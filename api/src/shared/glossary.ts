// One word for each thing the user sees (issue 11, item 5). Shared by api, workers (mails) and web
// (`#shared/glossary`): a screen, a mail or an error message that names one of these things uses the word here.
// Everything addresses the user with 'du'; only the SPEC's verbatim sentences keep 'Sie' (the default delete
// dialog and the default error toast).
import { INTEGRATION_LABELS } from './integrations';
import { PLATFORM_LEVEL_LABELS, TENANT_LEVEL_LABELS, TENANT_TYPE_LABELS, TenantType } from './levels';

export const GLOSSARY = {
  /** SPEC 1 calls tenants 'groups'; 'Tenant' and 'Mandant' are code words and never reach the user. */
  group: { one: 'Gruppe', many: 'Gruppen' },

  /**
   * The three tenant types. The long label (levels.ts) is used where the type is named on its own (filters,
   * tags, the group switcher); the short one in compounds ('SV-Mitglied', 'Mein SSR'), as the SPEC does.
   */
  groupType: {
    [TenantType.SV]: { label: TENANT_TYPE_LABELS[TenantType.SV], short: 'SV' },
    [TenantType.SSR]: { label: TENANT_TYPE_LABELS[TenantType.SSR], short: 'SSR' },
    [TenantType.NETWORK]: { label: TENANT_TYPE_LABELS[TenantType.NETWORK], short: 'Netzwerk' },
  },
  /** The column or filter naming the type ('Typ' and 'Art' go); the server's messages say 'Gruppenart' too. */
  groupTypeTitle: 'Gruppenart',

  /**
   * An open (public) group. It was explained three ways; this sentence is the one explanation, next to the
   * switch in the settings, in the administration's forms and on 'Entdecken'. Joining makes you a guest.
   */
  openGroup: {
    term: 'Offene Gruppe',
    explanation: 'Eine offene Gruppe steht unter „Entdecken“; dort kann ihr jede Person mit Konto als Gast beitreten.',
  },

  /**
   * The SPEC's domain: 'an association of councils in one city or state'. 'Verband' is the German word for an
   * association, reads well in every case ('des Verbands', 'im Verband') and is what the server's messages
   * already say. 'Domain' is a code word; 'Stadt oder Kreis' describes where a Verband is, so it only appears
   * in the explanation (the election form may use it as the field's help text).
   */
  domain: {
    one: 'Verband',
    many: 'Verbände',
    ofOne: 'des Verbands',
    explanation: 'Ein Verband fasst die Schülervertretungen und Netzwerke einer Stadt oder eines Kreises zusammen.',
    fieldHelp: 'Der Verband deiner Stadt oder deines Kreises',
  },

  /**
   * The people who administer a Verband. The SPEC (1, 2.4) calls them 'SV administration', and the sidebar
   * entry and the screen keep that name; a single person 'verwaltet den Verband'.
   */
  domainAdministration: 'SV-Administration',
  domainAdministrator: { one: 'Person in der SV-Administration', verb: 'verwaltet den Verband' },

  /** Platform moderators and administrators (SPEC 2.3 'Administration'). */
  platformAdministration: 'Administration',

  /** A group's highest role, collectively ('Die Administration der Gruppe kann ...'). */
  groupAdministration: 'Administration der Gruppe',

  /**
   * Roles: the labels in levels.ts are the words (SPEC 6 verbatim). The SV_TEACHER label is the one word for
   * the liaison teacher everywhere, the election form and its messages included ('Verbindungslehrkraft' goes).
   */
  role: { one: 'Rolle', many: 'Rollen' },
  roles: TENANT_LEVEL_LABELS,
  platformRoles: PLATFORM_LEVEL_LABELS,
  liaisonTeacher: { one: 'Verbindungslehrer*in', many: 'Verbindungslehrer*innen' },

  member: { one: 'Mitglied', many: 'Mitglieder' },

  /** Someone named in a dialog, message or mail ('Die Person bekommt eine Einladung'): gender-neutral. */
  person: { one: 'Person', many: 'Personen' },

  /** An invitation into a group; 'Anfrage' or 'Einladungslink' are not used for it. */
  invitation: { one: 'Einladung', many: 'Einladungen', pending: 'Offene Einladungen' },

  /** The area with the open groups (SPEC 2.3 /discover/tenants, sidebar 'Discover'). */
  discover: { entry: 'Entdecken', title: 'Offene Gruppen entdecken' },

  /** 'Konto' rather than 'Account': German, and already what registration and the mails say. */
  account: { one: 'Konto', mine: 'Mein Konto' },

  /**
   * What a group switches on and off (SPEC 'integrations'). Users read 'Modul'; the switches' names are the
   * INTEGRATION_LABELS ('SV-Profil' is the dashboard, SPEC 2.4).
   */
  module: { one: 'Modul', many: 'Module' },
  moduleNames: INTEGRATION_LABELS,

  notification: { one: 'Benachrichtigung', many: 'Benachrichtigungen' },

  /** A calendar entry is a 'Termin' (the SPEC's default delete dialog still says 'Eintrag löschen'). */
  calendarEntry: { one: 'Termin', many: 'Termine' },
} as const;
