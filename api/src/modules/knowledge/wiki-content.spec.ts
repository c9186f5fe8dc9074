import { sanitizeWikiHtml } from '../../common/validation/rich-text';
import { GT_STANDIN, LT_STANDIN, plainTextOf, snippetHtml, SNIPPET_START as S, SNIPPET_STOP as E } from './wiki-content';

const ID = '3f0c6a52-8d1e-4c3b-9a57-1b2c3d4e5f60';
const OTHER = '11111111-2222-4333-8444-555555555555';

describe('sanitizeWikiHtml', () => {
  it('keeps headings h1-h4, lists, tables and quotes', () => {
    const html =
      '<h1>Eins</h1><h2>Zwei</h2><h3>Drei</h3><h4>Vier</h4><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>z</blockquote>' +
      '<table><thead><tr><th colspan="2">Kopf</th></tr></thead><tbody><tr><td rowspan="1">x</td><td>y</td></tr></tbody></table>';
    expect(sanitizeWikiHtml(html, [])).toBe(html);
  });

  it('keeps images of the chapter own files only', () => {
    expect(sanitizeWikiHtml(`<p><img src="/api/files/${ID}" alt="Plan" onerror="alert(1)" style="x"></p>`, [ID])).toBe(
      `<p><img src="/api/files/${ID}" alt="Plan" /></p>`,
    );
    expect(sanitizeWikiHtml(`<p>a<img src="/api/files/${OTHER}">b</p>`, [ID])).toBe('<p>ab</p>');
    for (const src of [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      `/api/files/${ID}/../x`,
    ]) {
      expect(sanitizeWikiHtml(`<p><img src="${src}">t</p>`, [ID])).toBe('<p>t</p>');
    }
  });

  it('drops scripts, handlers, styles and foreign link schemes', () => {
    expect(sanitizeWikiHtml('<h1 onclick="x()" style="color:red">T<script>alert(1)</script></h1><style>p{}</style>', [])).toBe(
      '<h1>T</h1>',
    );
    expect(sanitizeWikiHtml('<a href="javascript:alert(1)">x</a><a href="data:text/html,x">y</a>', [])).toBe(
      '<a rel="noopener noreferrer" target="_blank">x</a><a rel="noopener noreferrer" target="_blank">y</a>',
    );
    expect(sanitizeWikiHtml('<table style="min-width:50px"><tbody><tr><td colspan="x" onclick="y">1</td></tr></tbody></table>', [])).toBe(
      '<table><tbody><tr><td>1</td></tr></tbody></table>',
    );
  });
});

describe('plainTextOf', () => {
  it('reads blocks apart and decodes entities', () => {
    expect(plainTextOf('<h2>Kassen&amp;prüfung</h2><p>a &lt;b&gt;</p><ul><li>eins</li><li>zwei</li></ul>')).toBe(
      'Kassen&prüfung a <b> eins zwei',
    );
    expect(plainTextOf(`<p>x${S}y${E}${LT_STANDIN}${GT_STANDIN}</p>`)).toBe('xy');
  });
});

describe('snippetHtml', () => {
  it('escapes everything but the marks', () => {
    expect(snippetHtml(`<b>&amp; die ${S}Wahlen${E} "x"`)).toBe('&lt;b&gt;&amp;amp; die <mark>Wahlen</mark> &quot;x&quot;');
    expect(snippetHtml(`${E}a ${S}b`)).toBe('a <mark>b</mark>');
    expect(snippetHtml(`${LT_STANDIN}script${GT_STANDIN} ${S}x${E}`)).toBe('&lt;script&gt; <mark>x</mark>');
  });
});
