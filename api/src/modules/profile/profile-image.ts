// Profile images are re-encoded on upload (issue 16 §2): a phone photo of 4000 px and 5 MB becomes what the
// page shows. Decoding, its pixel limit and the dropping of metadata are the files module's one image
// function (reencodeImage), which every image upload passes through.
import { PROFILE_AVATAR_SIZE_PX, PROFILE_BACKGROUND_WIDTH_PX, PROFILE_IMAGE_MIME_TYPES, ProfileImageField } from '#shared/profile';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { FilesErrors } from '../files/files.errors';
import type { EncodedImage, ImageService } from '../files/image.service';

export type ResizedImage = EncodedImage;

/** The stored file's ending: a GIF is stored as the PNG of its first frame. */
const EXTENSION: Record<(typeof PROFILE_IMAGE_MIME_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'png',
};

/**
 * The upload (already sniffed as an image by the upload pipe) resized for its field: the avatar a square
 * cover crop of PROFILE_AVATAR_SIZE_PX, the background at most PROFILE_BACKGROUND_WIDTH_PX wide (never
 * enlarged). The format stays (PNG keeps its transparency); a GIF becomes the PNG of its first frame (an
 * animated avatar would not be still); anything sharp cannot read answers 415 with the SPEC 5 sentence.
 */
export async function resizeProfileImage(images: ImageService, file: CheckedUpload, field: ProfileImageField): Promise<ResizedImage> {
  const extension = EXTENSION[file.mimeType as keyof typeof EXTENSION];
  if (!extension) throw FilesErrors.fileTypeRefused();
  return images.reencode(
    { ...file, field, name: `${baseName(file.name)}.${extension}` },
    (image) =>
      field === 'avatarImage'
        ? image.resize(PROFILE_AVATAR_SIZE_PX, PROFILE_AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
        : image.resize({ width: PROFILE_BACKGROUND_WIDTH_PX, withoutEnlargement: true }),
    { still: true },
  );
}

function baseName(name: string): string {
  return name.replace(/\.[^.]*$/, '') || 'Bild';
}
