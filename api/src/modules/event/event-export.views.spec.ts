import { EventExportKind } from '#shared/event-export';
import { exportFileName } from './event-export.views';

describe('event export file names', () => {
  it('names each kind after the event, keeping umlauts and dropping what a path or header cannot hold', () => {
    expect(exportFileName(EventExportKind.REGISTRATIONS, 'Sommerfest 2026')).toBe('Anmeldungen_Sommerfest_2026.csv');
    expect(exportFileName(EventExportKind.ATTENDEES, 'Grünes "Fest" / ../etc')).toBe('Check-ins_Grünes_Fest_etc.csv');
    expect(exportFileName(EventExportKind.QR_CODES, '„Tag der offenen Tür“')).toBe('QR-Codes_Tag_der_offenen_Tür.pdf');
    expect(exportFileName(EventExportKind.CERTIFICATES, 'Fest')).toBe('Teilnahmebescheinigungen_Fest.pdf');
    expect(exportFileName(EventExportKind.CERTIFICATES, 'Fest', { firstName: 'Özlem', lastName: 'Äpfelbaum' })).toBe(
      'Teilnahmebescheinigung_Özlem_Äpfelbaum_Fest.pdf',
    );
    expect(exportFileName(EventExportKind.QR_CODES, '<<<>>>')).toBe('QR-Codes_Event.pdf');
    expect(exportFileName(EventExportKind.QR_CODES, 'x'.repeat(500)).length).toBeLessThan(100);
  });
});
