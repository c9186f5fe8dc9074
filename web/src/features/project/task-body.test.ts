import { taskBody } from './task-body';

describe('taskBody', () => {
  it('sends JSON without files, leaving out what is not sent and keeping null (clears the field)', () => {
    expect(taskBody({ title: 'Zelte', owner: null, description: undefined, version: 2 })).toEqual({
      title: 'Zelte',
      owner: null,
      version: 2,
    });
  });

  it('sends multipart with files: lists as JSON text, null as an empty part, every file as newUploads', () => {
    const file = new File(['x'], 'Plan.pdf', { type: 'application/pdf' });
    const body = taskBody({
      title: 'Zelte',
      subtasks: [{ title: 'Leihen', done: true }],
      dueDate: null,
      materials: ['m1'],
      newUploads: [file],
      version: 3,
    }) as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('subtasks')).toBe('[{"title":"Leihen","done":true}]');
    expect(body.get('dueDate')).toBe('');
    expect(body.get('materials')).toBe('["m1"]');
    expect(body.get('version')).toBe('3');
    expect((body.getAll('newUploads')[0] as File).name).toBe('Plan.pdf');
  });
});
