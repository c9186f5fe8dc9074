// Every image Plenum decodes goes through here (issue 24 §9, §14, §15); sharp (libvips) is the one image
// library. The header is read first and an image announcing more than IMAGE_MAX_PIXELS is refused before a
// single pixel is decoded (a 1 KB PNG may claim 50,000 x 50,000); decoding is capped at the same size; at most
// DECODE_SLOTS images are decoded at once per process, so a burst of photo uploads cannot take every core and
// all the memory; and what is stored is a fresh encoding of the pixels alone: EXIF (camera, GPS position of a
// pupil's phone), XMP, IPTC, comments and trailing bytes a polyglot would hide are gone.
import { Injectable } from '@nestjs/common';
import sharp, { Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS } from '#shared/files';
import type { CheckedUpload } from './dto/checked-upload.dto';
import { FilesErrors } from './files.errors';

const DECODE_SLOTS = 2;

type Format = 'png' | 'jpeg' | 'webp';
/** The types that are re-encoded; GIF is stored as sent (no EXIF block), after its header check. */
const FORMAT_OF: Record<string, Format> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };
/** Where a still image is wanted (profile images), a GIF becomes its first frame as PNG (transparency kept). */
const STILL_FORMAT_OF: Record<string, Format> = { ...FORMAT_OF, 'image/gif': 'png' };
const MIME_OF: Record<Format, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/** A counting semaphore: who finds no free slot waits in line. Exported for its unit test. */
export class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, or becomes free.
      if (next) next();
      else this.free++;
    }
  }
}

const decodes = new Slots(DECODE_SLOTS);

export interface EncodedImage {
  upload: CheckedUpload;
  width: number;
  height: number;
}

/**
 * The one image function of the product: the upload pipe checks and re-encodes with it, the profile resizes
 * with it. Stateless; the decode slots are per process, however many instances there are.
 */
@Injectable()
export class ImageService {
  /** Whether the pipe re-encodes this type (PNG, JPEG, WebP). */
  isReencoded(mimeType: string): boolean {
    return mimeType in FORMAT_OF;
  }

  /**
   * 413 when the header announces more than IMAGE_MAX_PIXELS (of one frame; an animation's frames together
   * are capped when it is decoded), 415 when there is no readable header. Reads the header only: nothing is decoded.
   */
  async assertPixels(buffer: Buffer): Promise<void> {
    let pixels: number;
    try {
      // No pixel limit here: the header of a bomb must be read to be refused with the right answer.
      const meta = await decodes.run(() => sharp(buffer, { limitInputPixels: false }).metadata());
      if (!meta.width || !meta.height) throw new Error('no dimensions');
      pixels = meta.width * meta.height;
    } catch {
      throw FilesErrors.fileTypeRefused();
    }
    if (pixels > IMAGE_MAX_PIXELS) throw FilesErrors.imageTooManyPixels();
  }

  /**
   * The image decoded (never above IMAGE_MAX_PIXELS) and encoded again in its own format without metadata;
   * `shape` may resize on the way (the profile images); `still` takes a GIF too, as its first frame in PNG.
   * Upright by its EXIF orientation before that is dropped.
   * Corrupt data behind a valid signature answers 415 with the SPEC 5 sentence.
   */
  async reencode(
    file: CheckedUpload,
    shape: (image: Sharp) => Sharp = (image) => image,
    options: { still?: boolean } = {},
  ): Promise<EncodedImage> {
    const format = (options.still ? STILL_FORMAT_OF : FORMAT_OF)[file.mimeType];
    if (!format) throw FilesErrors.fileTypeRefused();
    await this.assertPixels(file.buffer);
    // A still image decodes the first frame only (sharp's default of one page), so an animation costs one frame.
    const animated = format === 'webp' && !options.still;
    try {
      const { data, info } = await decodes.run(() =>
        shape(sharp(file.buffer, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', animated }).autoOrient())
          .toFormat(format, format === 'png' ? {} : { quality: 85 })
          .toBuffer({ resolveWithObject: true }),
      );
      const upload = { ...file, mimeType: MIME_OF[format], size: data.length, buffer: data };
      return { upload, width: info.width, height: info.height };
    } catch {
      throw FilesErrors.fileTypeRefused();
    }
  }
}
