import { Flex } from 'antd';
import type { MaterialView } from '#shared/files';
import { isImageMimeType } from '#shared/files';
import { materialUrl } from '../../../components/upload/file-check';
import { MaterialsList } from '../../../components/upload/materials-list';
import { CHAT_TEXT } from '../text';

interface MessageAttachmentsProps {
  files: readonly MaterialView[];
  /** An image changed the height of the list: the list keeps the newest message in view. */
  onImageLoad?: () => void;
}

/** Images as previews that open in full, every other file as a download (the API checks who may see them). */
export function MessageAttachments({ files, onImageLoad }: MessageAttachmentsProps) {
  const images = files.filter((file) => isImageMimeType(file.mimeType));
  const others = files.filter((file) => !isImageMimeType(file.mimeType));
  if (files.length === 0) return null;
  return (
    <Flex vertical gap={6} style={{ marginTop: 6 }}>
      {images.length > 0 && (
        <Flex wrap gap={6}>
          {images.map((image) => (
            <a
              key={image._id}
              href={materialUrl(image._id)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={CHAT_TEXT.imageOf(image.name)}
            >
              <img className="plenum-chat-image" src={materialUrl(image._id)} alt={image.name} onLoad={onImageLoad} />
            </a>
          ))}
        </Flex>
      )}
      {others.length > 0 && <MaterialsList materials={others} empty={null} />}
    </Flex>
  );
}
