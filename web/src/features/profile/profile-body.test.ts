import { describe, expect, it } from 'vitest';
import { ContentStatus } from '#shared/profile-objects';
import { hasVisibleText, profileBody, profileObjectBody } from './profile-body';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bild.png', { type: 'image/png' });

describe('profileBody', () => {
  it('sends JSON while no image travels, with removals as flags', () => {
    expect(profileBody({ fields: { contactPerson: 'Lea' }, avatarImage: 'remove' })).toEqual({
      contactPerson: 'Lea',
      removeAvatarImage: true,
    });
  });

  it('sends multipart with the images under their SPEC names and text parts', () => {
    const body = profileBody({ fields: { contactEmail: 'sv@schule.de' }, avatarImage: { file: png() }, backgroundImage: 'remove' });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('contactEmail')).toBe('sv@schule.de');
    expect(form.get('removeBackgroundImage')).toBe('true');
    expect((form.get('avatarImage') as File).name).toBe('bild.png');
    expect(form.get('backgroundImage')).toBeNull();
  });
});

describe('profileObjectBody', () => {
  it('leaves out what is not given: a status alone is a workflow step', () => {
    expect(profileObjectBody({ status: ContentStatus.EXAMINATION })).toEqual({ status: 'EXAMINATION' });
  });

  it('sends the image as the multipart field image, or removeImage', () => {
    const form = profileObjectBody({ title: 'Bänke', content: '<p>x</p>', image: { file: png() } }) as FormData;
    expect(form.get('title')).toBe('Bänke');
    expect((form.get('image') as File).type).toBe('image/png');
    expect(profileObjectBody({ image: 'remove' })).toEqual({ removeImage: true });
  });
});

describe('hasVisibleText', () => {
  it('finds words, not markup', () => {
    expect(hasVisibleText('<p>Hallo</p>')).toBe(true);
    expect(hasVisibleText('<p><br></p>')).toBe(false);
    expect(hasVisibleText('<p>&nbsp;</p>')).toBe(false);
    expect(hasVisibleText(undefined)).toBe(false);
  });
});
