import { positionBody, positionFieldName } from './position-body';

describe('position bodies (SPEC 7: JSON, multipart once receipts are sent)', () => {
  it('sends JSON while there is no file, with null clearing a field', () => {
    expect(positionBody({ fields: { title: 'Kuchen', target: 12.5, actual: null }, keep: ['m1'] })).toEqual({
      title: 'Kuchen',
      target: 12.5,
      actual: null,
      materials: ['m1'],
    });
  });

  it('sends multipart with text fields, empty text for null and each receipt as newUploads', () => {
    const file = new File(['x'], 'beleg.pdf', { type: 'application/pdf' });
    const body = positionBody({ fields: { title: 'Kuchen', target: 1234.56, groupId: null }, keep: [], added: [file] }) as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('target')).toBe('1234.56');
    expect(body.get('groupId')).toBe('');
    expect(body.get('materials')).toBe('[]');
    expect((body.getAll('newUploads')[0] as File).name).toBe('beleg.pdf');
  });

  it('puts errors about receipts on the receipts field', () => {
    expect(positionFieldName('newUploads')).toEqual(['materials']);
    expect(positionFieldName('target')).toEqual(['target']);
  });
});
