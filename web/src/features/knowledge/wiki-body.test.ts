import { addedMaterial, altOf, chosenSection, sectionBody } from './wiki-body';

const material = (id: string) => ({ _id: id, name: `${id}.png`, size: 10, mimeType: 'image/png' });

describe('sectionBody', () => {
  it('sends only the given fields, the kept ids as JSON text and each file as newUploads', () => {
    const file = new File(['x'], 'Plan.png', { type: 'image/png' });
    const body = sectionBody({ title: 'Kasse', content: '<p>Text</p>', keep: ['a', 'b'], added: [file] });
    expect(body.get('title')).toBe('Kasse');
    expect(body.get('content')).toBe('<p>Text</p>');
    expect(body.get('materials')).toBe('["a","b"]');
    expect((body.getAll('newUploads')[0] as File).name).toBe('Plan.png');
  });

  it('leaves out what is not changed (an image upload alone keeps title, text and materials)', () => {
    const body = sectionBody({ added: [new File(['x'], 'Bild.png')] });
    expect([...body.keys()]).toEqual(['newUploads']);
  });
});

describe('addedMaterial', () => {
  it('finds the material an upload added', () => {
    expect(addedMaterial([material('a')], [material('a'), material('b')])?._id).toBe('b');
    expect(addedMaterial([material('a')], [material('a')])).toBeUndefined();
  });
});

describe('altOf and chosenSection', () => {
  it('names an image after its file', () => {
    expect(altOf('Sitzplan Aula.png')).toBe('Sitzplan Aula');
    expect(altOf('.png')).toBe('.png');
  });

  it('opens the chapter the address names, else the first', () => {
    const sections = [{ _id: 'a' }, { _id: 'b' }];
    expect(chosenSection(sections, 'b')?._id).toBe('b');
    expect(chosenSection(sections, 'x')?._id).toBe('a');
    expect(chosenSection([], null)).toBeUndefined();
  });
});
