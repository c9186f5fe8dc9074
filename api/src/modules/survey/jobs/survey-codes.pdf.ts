// The survey codes sheet (issue 15 §2, SPEC 9): slips to cut out and hand to pupils. Each batch (class)
// starts on its own page headed by its label; each slip carries the survey title, the code in large
// letters and a QR code of the public page with the code prefilled. Dashed lines show where to cut.
import { surveyCodeLink } from '#shared/survey-export';
import { PdfDoc, PdfFonts, renderPdf } from '../../../common/export/pdf-fonts';
// The event module's vector QR drawing; it belongs in common/export once a third module needs it.
import { drawQrCode } from '../../../common/export/pdf-qr-code';
import { codesByBatch, ExportCode, ExportSurvey } from './survey-export-content';

const MARGIN = 28;
const HEADER = 46;
const COLUMNS = 2;
const ROWS = 6;
export const SLIPS_PER_PAGE = COLUMNS * ROWS;

/** 'Klasse 7a', or for codes generated without a label 'Ohne Klasse'. */
export function batchTitle(batch: string | null): string {
  return batch ? `Klasse ${batch}` : 'Ohne Klasse';
}

type Fonts = PdfFonts & { text: (s: string) => string };

function header(doc: PdfDoc, f: Fonts, survey: ExportSurvey, batch: string | null, part: string) {
  const width = doc.page.width - 2 * MARGIN;
  doc
    .font(f.bold)
    .fontSize(15)
    .text(f.text(`${batchTitle(batch)}${part}`), MARGIN, MARGIN, { width, height: 19, ellipsis: true });
  doc
    .font(f.regular)
    .fontSize(9)
    .fillColor('#444444')
    .text(f.text(`${survey.title} · ${survey.groupName}`), MARGIN, MARGIN + 20, { width, height: 12, ellipsis: true, lineBreak: false })
    .fillColor('#000000');
}

function slip(doc: PdfDoc, f: Fonts, survey: ExportSurvey, batch: string | null, code: string, link: string, x: number, y: number) {
  const w = (doc.page.width - 2 * MARGIN) / COLUMNS;
  const h = (doc.page.height - 2 * MARGIN - HEADER) / ROWS;
  doc.save().dash(3, { space: 3 }).rect(x, y, w, h).strokeColor('#999999').lineWidth(0.5).stroke().undash().restore();
  const pad = 8;
  const qr = h - 2 * pad;
  drawQrCode(doc, link, x + pad, y + pad, qr);
  const tx = x + qr + 2 * pad;
  const tw = w - qr - 3 * pad;
  doc
    .font(f.bold)
    .fontSize(9)
    .text(f.text(survey.title), tx, y + pad, { width: tw, height: 34, ellipsis: true });
  doc
    .font(f.regular)
    .fontSize(7)
    .fillColor('#444444')
    .text('Dein Code:', tx, y + pad + 38, { width: tw });
  doc
    .font(f.bold)
    .fontSize(17)
    .fillColor('#000000')
    .text(code, tx, doc.y + 1, { width: tw, lineBreak: false });
  doc
    .font(f.regular)
    .fontSize(7)
    .fillColor('#444444')
    .text(f.text(`${batchTitle(batch)} · Scanne den QR-Code oder öffne den Link und gib den Code ein.`), tx, doc.y + 4, {
      width: tw,
      height: h - (doc.y + 4 - y) - pad,
      ellipsis: true,
    })
    .fillColor('#000000');
}

/**
 * One page per batch (a batch with more codes than fit continues on further pages under the same label).
 * `onPage` reports progress, so the job can tell the web app how far a 2,000-code sheet has come.
 */
export function renderCodesPdf(
  survey: ExportSurvey,
  codes: ExportCode[],
  publicUrl: string,
  options: { onPage?: (done: number, total: number) => void | Promise<void> } = {},
): Promise<Buffer> {
  const batches = codesByBatch(codes);
  const total = batches.reduce((sum, b) => sum + Math.ceil(b.codes.length / SLIPS_PER_PAGE), 0);
  return renderPdf(
    { Title: `Umfragecodes: ${survey.title}` },
    async (doc, f) => {
      // The codes were reset between request and rendering: say so instead of handing out an empty page.
      if (!batches.length) doc.font(f.regular).fontSize(13).text('Diese Umfrage hat keine unbenutzten Codes.', MARGIN, 120);
      let page = 0;
      for (const { batch, codes: list } of batches) {
        const pages = Math.ceil(list.length / SLIPS_PER_PAGE);
        for (let p = 0; p < pages; p++) {
          if (page > 0) doc.addPage();
          header(doc, f, survey, batch, pages > 1 ? ` (Seite ${p + 1} von ${pages})` : '');
          const w = (doc.page.width - 2 * MARGIN) / COLUMNS;
          const h = (doc.page.height - 2 * MARGIN - HEADER) / ROWS;
          list.slice(p * SLIPS_PER_PAGE, (p + 1) * SLIPS_PER_PAGE).forEach((code, i) => {
            const x = MARGIN + (i % COLUMNS) * w;
            const y = MARGIN + HEADER + Math.floor(i / COLUMNS) * h;
            slip(doc, f, survey, batch, code, surveyCodeLink(publicUrl, survey._id, code), x, y);
          });
          page++;
          await options.onPage?.(page, total);
        }
      }
    },
    { margin: MARGIN },
  );
}
