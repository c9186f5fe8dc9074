import { eventBody, eventFieldName } from './event-body';

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });

describe('event request body', () => {
  it('is plain JSON while no file travels along', () => {
    expect(eventBody({ fields: { title: 'Schulfest' }, switches: { registration: true } })).toEqual({
      title: 'Schulfest',
      switches: { registration: true },
    });
  });

  it('is multipart with JSON text once files are sent; each item names its files by their position', () => {
    const body = eventBody({
      materials: { keep: ['m1'], added: [file('Plakat.pdf')] },
      program: [
        { time: '18:00', title: 'Begrüßung', description: '', materials: [], files: [file('Ablauf.pdf'), file('Karte.pdf')] },
        { _id: 'p2', time: '', title: 'Musik', description: '<p>Band</p>', materials: ['m9'], files: [] },
      ],
    }) as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(JSON.parse(body.get('configuration') as string)).toEqual({
      toc: [
        { time: '18:00', title: 'Begrüßung', description: '', materials: [], newUploads: [1, 2] },
        { _id: 'p2', time: '', title: 'Musik', description: '<p>Band</p>', materials: ['m9'], newUploads: [] },
      ],
    });
    expect(JSON.parse(body.get('materials') as string)).toEqual(['m1']);
    expect(body.getAll('newUploads').map((f) => (f as File).name)).toEqual(['Plakat.pdf', 'Ablauf.pdf', 'Karte.pdf']);
  });

  it('puts server field errors under the form fields', () => {
    expect(eventFieldName('endDate')).toEqual(['range']);
    expect(eventFieldName('customFields.1.options')).toEqual(['customFields', 1, 'options']);
    expect(eventFieldName('newUploads')).toEqual(['materials']);
  });
});
