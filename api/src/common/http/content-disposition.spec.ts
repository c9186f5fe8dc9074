import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('sends umlauts in filename* and an ASCII stand-in in filename', () => {
    expect(contentDisposition('attachment', 'Protokoll Schülerrat März.pdf')).toBe(
      `attachment; filename="Protokoll Schuelerrat Maerz.pdf"; filename*=UTF-8''Protokoll%20Sch%C3%BClerrat%20M%C3%A4rz.pdf`,
    );
  });

  it('never lets quotes, backslashes or header syntax through', () => {
    const header = contentDisposition('inline', 'a"b\\c;d\'(e).png');
    expect(header).toBe(`inline; filename="a_b_c;d'(e).png"; filename*=UTF-8''a%22b%5Cc%3Bd%27%28e%29.png`);
  });
});
