// Issue 26 §1 and §2: a person's own data (GDPR Art. 15 and 20) and a group's content as one ZIP each, made by
// the workers: `data.json` and `index.html` at the top, the uploaded files under `files/`.

/** What the request, the status route and the account page show of one data export. */
export interface DataExportJob {
  _id: string;
  state: 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';
  progress: number;
  /** When the file and its request are deleted. */
  expiresAt: string;
}

/** The account page's view: the newest personal export not yet expired, if any. */
export interface CurrentDataExport {
  current: DataExportJob | null;
}

/** A personal export stays this long, then goes with its file. */
export const PERSONAL_EXPORT_VALID_DAYS = 7;
/** One personal export per account in this many hours (finished or not). */
export const PERSONAL_EXPORT_INTERVAL_HOURS = 24;

export const DATA_EXPORT_MESSAGES = {
  /** Both the JSON (`hinweis`) and the readable page say it. */
  hinweis: 'Antworten mit TAN und anonyme Antworten sind nicht enthalten, weil sie sich bewusst keiner Person zuordnen lassen.',
  tooSoon: 'Du kannst deine Daten nur einmal am Tag herunterladen. Bitte versuche es später erneut.',
  notFound: 'Dieser Datenexport existiert nicht (mehr).',
};
