/** A file of the request that passed the upload pipe: its size is within the limit and its type is known. */
export interface CheckedUpload {
  /** The multipart field it came in (SPEC 7: newUploads, files, image, avatarImage, backgroundImage). */
  field: string;
  /** The client's file name, cleaned for display and download; never used for storage. */
  name: string;
  size: number;
  /** Decided from the content by the pipe, never taken from the client. */
  mimeType: string;
  buffer: Buffer;
}
