import { CsvColumn, toCsv } from '../../../common/export/csv';
import type { DelegateList, DelegateListEntry } from '../delegate-list';

type DelegateCsvRow = DelegateListEntry & { schoolName: string };

// Names and schools come from an anonymous form: the product's one CSV writer neutralises formulas in them.
const COLUMNS: CsvColumn<DelegateCsvRow>[] = [
  { header: 'Schule', value: (r) => r.schoolName },
  { header: 'Funktion', value: (r) => r.roleLabel },
  { header: 'Vorname', value: (r) => r.firstName },
  { header: 'Nachname', value: (r) => r.lastName },
  { header: 'Klasse', value: (r) => r.className },
  { header: 'E-Mail', value: (r) => r.mail },
];

export function renderDelegateListCsv(list: DelegateList): Buffer {
  return toCsv(
    COLUMNS,
    list.schools.flatMap((s) => s.people.map((p) => ({ ...p, schoolName: s.name }))),
  );
}
