import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { PROFILE_AVATAR_SIZE_PX, PROFILE_BACKGROUND_WIDTH_PX } from '#shared/profile';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { ImageService } from '../files/image.service';
import { resizeProfileImage as resize } from './profile-image';

const images = new ImageService();
const resizeProfileImage = (file: CheckedUpload, field: 'avatarImage' | 'backgroundImage') => resize(images, file, field);

const upload = (buffer: Buffer, mimeType: string, name = 'foto.png'): CheckedUpload => ({
  field: 'avatarImage',
  name,
  size: buffer.length,
  mimeType,
  buffer,
});

function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif') {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .toFormat(format)
    .toBuffer();
}

/** A valid PNG whose header claims `size` x `size` pixels, its data one row long: what a decompression bomb looks like. */
function pngClaiming(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 0; // greyscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(size + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('resizeProfileImage', () => {
  it('crops the avatar to a square of the avatar size, whatever the aspect ratio', async () => {
    const resized = await resizeProfileImage(upload(await picture(900, 400, 'jpeg'), 'image/jpeg', 'Gruppenfoto.jpeg'), 'avatarImage');
    expect([resized.width, resized.height]).toEqual([PROFILE_AVATAR_SIZE_PX, PROFILE_AVATAR_SIZE_PX]);
    const meta = await sharp(resized.upload.buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', PROFILE_AVATAR_SIZE_PX, PROFILE_AVATAR_SIZE_PX]);
    expect(resized.upload).toMatchObject({ name: 'Gruppenfoto.jpg', mimeType: 'image/jpeg', size: resized.upload.buffer.length });
  });

  it('scales a wide background down to the background width, keeping the ratio, and never enlarges a small one', async () => {
    const wide = await resizeProfileImage(upload(await picture(3200, 800, 'png'), 'image/png'), 'backgroundImage');
    expect([wide.width, wide.height]).toEqual([PROFILE_BACKGROUND_WIDTH_PX, 400]);
    expect((await sharp(wide.upload.buffer).metadata()).format).toBe('png');
    const small = await resizeProfileImage(upload(await picture(640, 200, 'webp'), 'image/webp'), 'backgroundImage');
    expect([small.width, small.height]).toEqual([640, 200]);
    expect(small.upload.mimeType).toBe('image/webp');
  });

  it('drops metadata such as the EXIF data of a phone photo', async () => {
    const withExif = await sharp(await picture(300, 300, 'jpeg'))
      .withExif({ IFD0: { Artist: 'Lea Sommer', ImageDescription: 'Zuhause' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const resized = await resizeProfileImage(upload(withExif, 'image/jpeg'), 'avatarImage');
    expect((await sharp(resized.upload.buffer).metadata()).exif).toBeUndefined();
  });

  it('takes a GIF as the PNG of its first frame, an animation included (issue 28 §19)', async () => {
    const frame = (g: number) =>
      sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g, b: 60 } } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame(30), await frame(220)], { join: { animated: true } })
      .gif()
      .toBuffer();
    const still = await resizeProfileImage(upload(animated, 'image/gif', 'winken.gif'), 'avatarImage');
    expect(still.upload).toMatchObject({ mimeType: 'image/png', name: 'winken.png' });
    expect([still.width, still.height]).toEqual([PROFILE_AVATAR_SIZE_PX, PROFILE_AVATAR_SIZE_PX]);
    const meta = await sharp(still.upload.buffer, { animated: true }).metadata();
    expect([meta.format, meta.pages ?? 1]).toEqual(['png', 1]);
    const { data } = await sharp(still.upload.buffer).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([200, 30, 60]);
  });

  it('refuses data that only starts like an image with the SPEC 5 sentence (415)', async () => {
    const png = await picture(10, 10, 'png');
    const truncated = resizeProfileImage(upload(png.subarray(0, 40), 'image/png'), 'avatarImage');
    await expect(truncated).rejects.toMatchObject({ status: 415 });
  });

  it('refuses a decompression bomb from its header (413, more than 40 megapixels) without decoding it', async () => {
    const started = Date.now();
    await expect(resizeProfileImage(upload(pngClaiming(50_000), 'image/png'), 'avatarImage')).rejects.toMatchObject({
      status: 413,
      code: 'IMAGE_TOO_MANY_PIXELS',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
