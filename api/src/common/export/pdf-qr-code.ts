// QR codes in generated PDFs (event posters, survey code slips), drawn as vector squares so a printed sheet
// stays sharp at any size and a phone camera reads it from a slip of a few centimetres.
import QRCode from 'qrcode';
import type { PdfDoc } from './pdf-fonts';

/** Draws `text` as a QR code of `size` points with its top-left corner at (x, y), quiet zone included. */
export function drawQrCode(doc: PdfDoc, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = size / (modules.size + 2 * quiet);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  // One rectangle per horizontal run of dark modules keeps the file small.
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (col - start) * cell, cell);
    }
  }
  doc.fill('#000000').restore();
}
