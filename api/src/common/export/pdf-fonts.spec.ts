import { winAnsiText } from './pdf-fonts';

describe('winAnsiText', () => {
  it('keeps German letters and typographic quotes and takes accents off what Helvetica cannot print', () => {
    expect(winAnsiText('Jürgen Größer „Fest“ – 5 €')).toBe('Jürgen Größer „Fest“ – 5 €');
    expect(winAnsiText('Şahin Łukasz Đorđe Ağaoğlu')).toBe('Sahin Lukasz Dorde Agaoglu');
    expect(winAnsiText('東京')).toBe('??');
  });
});
