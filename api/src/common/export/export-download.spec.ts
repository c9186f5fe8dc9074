import { attachmentHeader } from './export-download';

describe('export downloads', () => {
  it('gives an ASCII fallback and the UTF-8 name in the Content-Disposition', () => {
    expect(attachmentHeader('QR-Codes_Tag_der_offenen_Tür_Straße.pdf')).toBe(
      `attachment; filename="QR-Codes_Tag_der_offenen_Tur_Strasse.pdf"; filename*=UTF-8''QR-Codes_Tag_der_offenen_T%C3%BCr_Stra%C3%9Fe.pdf`,
    );
  });
});
