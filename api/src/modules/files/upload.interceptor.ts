// The one upload pipe (issue 12 §1, issue 24 §9, §14, §15): multer parses the multipart body into memory
// within the limits, then every file's type is decided by its content, its name is made to carry an ending of
// that type (scripts and pages refused), an image's header is checked for its pixel count and PNG, JPEG and
// WebP are re-encoded without metadata. Memory storage means a refused request leaves nothing behind: no
// temporary file, no object, no row (the route handler never runs).
import { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { isImageMimeType, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '#shared/files';
import { DomainException } from '../../core/domain.exception';
import type { CheckedUpload } from './dto/checked-upload.dto';
import { storedFileName } from './file-names';
import { sniffMimeType, UploadKind } from './file-sniffer';
import { FilesErrors } from './files.errors';
import { ImageService } from './image.service';

/** Where the pipe leaves the checked files on the request, for @UploadedMaterials(). */
export const CHECKED_UPLOADS = Symbol('checkedUploads');
export type UploadRequest = Request & { [CHECKED_UPLOADS]?: CheckedUpload[] };

class UnexpectedField extends Error {}

export interface UploadPipeOptions {
  fields: readonly string[];
  kind: UploadKind;
  /** Image fields hold one picture each. */
  onePerField?: boolean;
}

export class UploadInterceptor implements NestInterceptor {
  private readonly multer: multer.Multer;
  // Built with the route's decorator, outside DI; the service is stateless (its decode slots are per process).
  private readonly images = new ImageService();

  constructor(private readonly options: UploadPipeOptions) {
    this.multer = multer({
      storage: multer.memoryStorage(),
      // Browsers send UTF-8 file names (umlauts) in the plain filename parameter.
      defParamCharset: 'utf8',
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: UPLOAD_MAX_FILES,
        // The longest text field is a rich-text description (20,000 characters, at most 80 KB as UTF-8).
        fields: 50,
        fieldSize: 256 * 1024,
        parts: UPLOAD_MAX_FILES + 50,
      },
      fileFilter: (_req, file, callback) => {
        if (options.fields.includes(file.fieldname)) callback(null, true);
        else callback(new UnexpectedField(file.fieldname));
      },
    });
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<UploadRequest>();
    await this.parse(req, http.getResponse<Response>());
    const received = (req.files as Express.Multer.File[] | undefined) ?? [];
    req[CHECKED_UPLOADS] = await this.check(received);
    return next.handle();
  }

  private parse(req: Request, res: Response): Promise<void> {
    return new Promise((resolve, reject) =>
      this.multer.any()(req, res, (err: unknown) => (err ? reject(this.toDomainError(err)) : resolve())),
    );
  }

  private async check(received: Express.Multer.File[]): Promise<CheckedUpload[]> {
    if (this.options.onePerField) {
      const fields = received.map((file) => file.fieldname);
      if (new Set(fields).size !== fields.length) throw FilesErrors.oneImageOnly();
    }
    const checked: CheckedUpload[] = [];
    for (const file of received) {
      // multer already refused larger files; this guards a storage engine that would not.
      if (file.size > UPLOAD_MAX_BYTES) throw FilesErrors.fileTooLarge();
      const mimeType = await sniffMimeType(file.buffer, this.options.kind);
      if (!mimeType) throw FilesErrors.fileTypeRefused();
      const name = storedFileName(file.originalname, mimeType);
      // Cheap before costly: every header is checked before the first image is decoded.
      if (isImageMimeType(mimeType)) await this.images.assertPixels(file.buffer);
      checked.push({ field: file.fieldname, name, size: file.size, mimeType, buffer: file.buffer });
    }
    return Promise.all(checked.map((upload) => this.withoutMetadata(upload)));
  }

  /** PNG, JPEG and WebP come back re-encoded from their pixels alone (the service queues the decodes). */
  private async withoutMetadata(upload: CheckedUpload): Promise<CheckedUpload> {
    return this.images.isReencoded(upload.mimeType) ? (await this.images.reencode(upload)).upload : upload;
  }

  private toDomainError(err: unknown): DomainException {
    if (err instanceof DomainException) return err;
    if (err instanceof UnexpectedField) return FilesErrors.unexpectedField();
    if (err instanceof MulterError) {
      if (err.code === 'LIMIT_FILE_SIZE') return FilesErrors.fileTooLarge();
      if (err.code === 'LIMIT_FILE_COUNT') return FilesErrors.tooManyFiles();
      if (err.code === 'LIMIT_UNEXPECTED_FILE') return FilesErrors.unexpectedField();
    }
    // Malformed multipart, too many or too long text fields: the client's fault, said in German.
    return FilesErrors.uploadMalformed();
  }
}
