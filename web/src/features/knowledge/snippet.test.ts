import { snippetParts, unescapeHtml } from './snippet';

describe('snippetParts', () => {
  it('splits the marked words from the text around them', () => {
    expect(snippetParts('Die <mark>Sitzungen</mark> der SV und <mark>Sitzung</mark> am Montag')).toEqual([
      { text: 'Die ', marked: false },
      { text: 'Sitzungen', marked: true },
      { text: ' der SV und ', marked: false },
      { text: 'Sitzung', marked: true },
      { text: ' am Montag', marked: false },
    ]);
  });

  it('shows escaped markup as text, never as markup', () => {
    expect(snippetParts('&lt;script&gt;alert(1)&lt;/script&gt; <mark>Kasse</mark> &amp; Co.')).toEqual([
      { text: '<script>alert(1)</script> ', marked: false },
      { text: 'Kasse', marked: true },
      { text: ' & Co.', marked: false },
    ]);
  });

  it('keeps an unclosed mark as text', () => {
    expect(snippetParts('a <mark>b')).toEqual([{ text: 'a <mark>b', marked: false }]);
  });
});

describe('unescapeHtml', () => {
  it('decodes named and numeric entities and leaves unknown ones', () => {
    expect(unescapeHtml('&quot;Ä&quot; &#39;x&#x27; &#196; &unknown; &#0;')).toBe(`"Ä" 'x' Ä &unknown; &#0;`);
  });
});
