import sharp from 'sharp';
import { pngClaiming } from '../../../../test/fixtures/files/sample-files';
import type { CheckedUpload } from './dto/checked-upload.dto';
import { ImageService, Slots } from './image.service';

const upload = (buffer: Buffer, mimeType: string): CheckedUpload => ({
  field: 'files',
  name: 'bild',
  size: buffer.length,
  mimeType,
  buffer,
});

describe('Slots', () => {
  it('runs at most its size at once and every waiting call in turn', async () => {
    const slots = new Slots(2);
    let running = 0;
    let most = 0;
    const work = (i: number) =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        return i;
      });
    expect(await Promise.all([0, 1, 2, 3, 4, 5].map(work))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('frees the slot when the work fails', async () => {
    const slots = new Slots(1);
    await expect(slots.run(() => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    expect(await slots.run(() => Promise.resolve('weiter'))).toBe('weiter');
  });
});

describe('ImageService', () => {
  const images = new ImageService();

  it('refuses more than 40 megapixels from the header and takes exactly 40', async () => {
    await expect(images.assertPixels(pngClaiming(6325, 6325))).rejects.toMatchObject({ status: 413, code: 'IMAGE_TOO_MANY_PIXELS' });
    await expect(images.assertPixels(pngClaiming(8000, 5000))).resolves.toBeUndefined();
  });

  it('re-encodes a JPEG without its EXIF data, keeping format and size', async () => {
    const photo = await sharp({ create: { width: 30, height: 20, channels: 3, background: 'white' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } })
      .toBuffer();
    const { upload: clean, width, height } = await images.reencode(upload(photo, 'image/jpeg'));
    const meta = await sharp(clean.buffer).metadata();
    expect([meta.format, width, height, meta.exif, clean.size]).toEqual(['jpeg', 30, 20, undefined, clean.buffer.length]);
  });
});
