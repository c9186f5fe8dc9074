import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { MESSAGES } from '#shared/validation';
import { RichTextField } from './fields';
import { sanitizeRichText } from './rich-text';

describe('rich-text sanitiser', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h2>Tagesordnung</h2><p>Erstens <strong>wichtig</strong>, <b>fett</b>, <em>kursiv</em>, <i>auch</i>, <u>unter</u>, <s>weg</s><br></p>' +
      '<ul><li>eins</li></ul><ol><li>zwei</li></ol><h3>h3</h3><h4>h4</h4><blockquote>Zitat</blockquote><pre><code>code()</code></pre>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops script, style, event handlers, images, iframes and inline styles, keeping harmless text', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" style="color:red">Hallo<script>alert(1)</script></p>')).toBe('<p>Hallo</p>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><style>p{}</style>Text')).toBe('Text');
    expect(sanitizeRichText('<h1>Groß</h1><div><span>innen</span></div>')).toBe('Großinnen');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg>')).toBe('');
  });

  it('forces safe links: http, https and mailto only, opened in a new tab without opener', () => {
    expect(sanitizeRichText('<a href="https://sv.example/plan" target="_self" rel="opener">Plan</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank" href="https://sv.example/plan">Plan</a>',
    );
    expect(sanitizeRichText('<a href="mailto:sv@schule.example">Mail</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank" href="mailto:sv@schule.example">Mail</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/intern',
      'vbscript:x',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer" target="_blank">x</a>');
    }
  });

  it('escapes text so that it stays text', () => {
    expect(sanitizeRichText('1 < 2 & "drei"')).toBe('1 &lt; 2 &amp; "drei"');
    expect(sanitizeRichText('   ')).toBe('');
  });
});

class Sample {
  @RichTextField('Bitte gib eine Beschreibung ein.', 30) body: string;
  @RichTextField('unused', 30, { optional: true }) note?: string;
}

describe('RichTextField', () => {
  const check = async (plain: object) => {
    const dto = plainToInstance(Sample, plain);
    const errors = await validate(dto, { stopAtFirstError: true });
    return { dto, messages: Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})[0]])) };
  };

  it('stores the sanitised copy', async () => {
    const { dto, messages } = await check({ body: '<p>Hi<script>x()</script></p>' });
    expect(messages).toEqual({});
    expect(dto.body).toBe('<p>Hi</p>');
  });

  it('counts a value that sanitises to nothing as missing, and measures the sanitised length', async () => {
    expect((await check({ body: '<script>x()</script>' })).messages).toEqual({ body: 'Bitte gib eine Beschreibung ein.' });
    expect((await check({ body: `<p>${'a'.repeat(23)}</p><img src=x>` })).messages).toEqual({});
    expect((await check({ body: `<p>${'a'.repeat(24)}</p>` })).messages).toEqual({ body: MESSAGES.tooLong(30) });
  });

  it('lets an optional one be cleared', async () => {
    const { dto, messages } = await check({ body: 'x', note: '' });
    expect(messages).toEqual({});
    expect(dto.note).toBe('');
  });
});
