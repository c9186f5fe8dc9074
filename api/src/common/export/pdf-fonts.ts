// What Plenum's PDFs share (event QR codes and certificates, delegate lists): one A4 document collected
// into a Buffer, and a font that can print every name. Helvetica (built into every PDF reader) only knows
// WinAnsi: 'Şahin' or 'Łukasz' come out as garbage. So DejaVu Sans is embedded (subset) from Debian's
// fonts-dejavu-core (the Docker image and `npm test` install it); without it, letters outside WinAnsi are
// printed without their accents instead.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

export interface PdfFonts {
  regular: string;
  bold: string;
  /** True when the fonts are Helvetica: text then goes through `winAnsiText`. */
  builtIn: boolean;
}

/** Where fonts-dejavu-core puts them (api/scripts/bootstrap.cjs checks this path). */
const FONT_DIR = '/usr/share/fonts/truetype/dejavu/';

let fonts: PdfFonts | undefined;

/** The fonts of every PDF, looked up once per process. */
export function pdfFonts(): PdfFonts {
  if (fonts) return fonts;
  const regular = `${FONT_DIR}DejaVuSans.ttf`;
  const bold = `${FONT_DIR}DejaVuSans-Bold.ttf`;
  if (existsSync(regular) && existsSync(bold)) return (fonts = { regular, bold, builtIn: false });
  return (fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', builtIn: true });
}

// WinAnsi (CP1252) beyond Latin-1: the characters Helvetica can print between 0x80 and 0x9F.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const NO_DECOMPOSITION: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h', ẞ: 'SS' };

const inWinAnsi = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/** Text Helvetica can print: 'Şahin Łukasz' becomes 'Sahin Lukasz', what has no Latin base becomes '?'. */
export function winAnsiText(text: string): string {
  let out = '';
  for (const ch of text) {
    if (inWinAnsi(ch)) out += ch;
    else if (NO_DECOMPOSITION[ch]) out += NO_DECOMPOSITION[ch];
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every(inWinAnsi) ? base : /\s/.test(ch) ? ' ' : '?';
    }
  }
  return out;
}

export type PdfDoc = InstanceType<typeof PDFDocument>;

/**
 * One A4 PDF: `draw` writes the pages (the first one is open), `text` makes a string printable in the
 * chosen font. Resolves with the whole file once pdfkit has written it.
 */
export function renderPdf(
  info: { Title: string },
  draw: (doc: PdfDoc, f: PdfFonts & { text: (s: string) => string }) => void | Promise<void>,
  options: { margin?: number } = {},
): Promise<Buffer> {
  const f = pdfFonts();
  const text = f.builtIn ? winAnsiText : (s: string) => s;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: options.margin ?? 56, info: { ...info, Title: text(info.Title), Author: 'Plenum' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    Promise.resolve(draw(doc, { ...f, text })).then(
      () => doc.end(),
      (err: unknown) => reject(err instanceof Error ? err : new Error(String(err))),
    );
  });
}
