// Profile images are re-encoded on upload (issue 16 §2): a phone photo of 4000 px and 5 MB becomes what the
// page shows, and re-encoding drops everything but pixels: EXIF location data of a student's phone, ICC
// tricks, trailing bytes a polyglot file would hide. sharp is the one image library (libvips).
import sharp from 'sharp';
import { PROFILE_AVATAR_SIZE_PX, PROFILE_BACKGROUND_WIDTH_PX, PROFILE_IMAGE_MIME_TYPES, ProfileImageField } from '#shared/profile';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { FilesErrors } from '../files/files.errors';

/**
 * A decompression bomb (a tiny PNG claiming 50,000 x 50,000 pixels) is refused from its header, before it
 * fills the memory; 100 megapixels still lets through the full-resolution photo of any current phone.
 */
const MAX_INPUT_PIXELS = 100_000_000;

export interface ResizedImage {
  upload: CheckedUpload;
  width: number;
  height: number;
}

type OutputFormat = 'png' | 'jpeg' | 'webp';

const FORMAT_OF: Record<(typeof PROFILE_IMAGE_MIME_TYPES)[number], OutputFormat> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

const EXTENSION: Record<OutputFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

/**
 * The upload (already sniffed as an image by the upload pipe) resized for its field: the avatar a square
 * cover crop of PROFILE_AVATAR_SIZE_PX, the background at most PROFILE_BACKGROUND_WIDTH_PX wide (never
 * enlarged). The format stays (PNG keeps its transparency); GIF and anything sharp cannot read answer 415
 * with the SPEC 5 sentence.
 */
export async function resizeProfileImage(file: CheckedUpload, field: ProfileImageField): Promise<ResizedImage> {
  const format = FORMAT_OF[file.mimeType as keyof typeof FORMAT_OF];
  if (!format) throw FilesErrors.fileTypeRefused();
  try {
    // rotate() applies the EXIF orientation before it is dropped, so portrait photos stay upright.
    const image = sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const sized =
      field === 'avatarImage'
        ? image.resize(PROFILE_AVATAR_SIZE_PX, PROFILE_AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
        : image.resize({ width: PROFILE_BACKGROUND_WIDTH_PX, withoutEnlargement: true });
    const { data, info } = await sized
      .toFormat(format, format === 'png' ? { compressionLevel: 9 } : { quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      upload: {
        field,
        name: `${baseName(file.name)}.${EXTENSION[format]}`,
        size: data.length,
        mimeType: file.mimeType,
        buffer: data,
      },
      width: info.width,
      height: info.height,
    };
  } catch {
    // Corrupt or truncated data behind a valid signature, or too many pixels: the person's file is the problem.
    throw FilesErrors.fileTypeRefused();
  }
}

function baseName(name: string): string {
  return name.replace(/\.[^.]*$/, '') || 'Bild';
}
