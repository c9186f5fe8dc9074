// How a module's route takes files (SPEC 7 field names):
//   @MaterialUploads()                      newUploads: images, PDF, office documents, text, CSV
//   @MaterialUploads('files')               the chat's field
//   @ImageUpload('avatarImage', 'backgroundImage')   one PNG, JPEG, WebP or GIF per field
// and reads them with @UploadedMaterials() (or @UploadedMaterials('avatarImage') for one field).
import { applyDecorators, createParamDecorator, ExecutionContext, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConsumes, ApiPayloadTooLargeResponse, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import { FILE_MESSAGES, ImageUploadField, MaterialUploadField, UPLOAD_MAX_FILES } from '#shared/files';
import type { CheckedUpload } from './dto/checked-upload.dto';
import { CHECKED_UPLOADS, UploadInterceptor, UploadPipeOptions, UploadRequest } from './upload.interceptor';

function UploadRoute(options: UploadPipeOptions) {
  return applyDecorators(
    UseInterceptors(new UploadInterceptor(options)),
    ApiConsumes('multipart/form-data', 'application/json'),
    ApiPayloadTooLargeResponse({
      description: `${FILE_MESSAGES.fileInvalid} (mehr als 5 MB); ein Bild mit mehr als 40 Megapixeln; oder der Speicherplatz ist voll (STORAGE_QUOTA_EXCEEDED)`,
    }),
    ApiUnsupportedMediaTypeResponse({
      description: `${FILE_MESSAGES.fileInvalid} (Format nicht erlaubt, am Inhalt erkannt); Programme, Skripte und Webseiten (FILE_EXTENSION_REFUSED)`,
    }),
    ApiBadRequestResponse({ description: `Mehr als ${UPLOAD_MAX_FILES} Dateien, ein unbekanntes Dateifeld oder ungültige Felder` }),
  );
}

/** Material files in `fields` (default `newUploads`): images, PDF, office documents, plain text, CSV. */
export function MaterialUploads(...fields: MaterialUploadField[]) {
  return UploadRoute({ fields: fields.length > 0 ? fields : ['newUploads'], kind: 'material' });
}

/** One raster image (PNG, JPEG, WebP, GIF) per named field; SVG never. */
export function ImageUpload(...fields: [ImageUploadField, ...ImageUploadField[]]) {
  return UploadRoute({ fields, kind: 'image', onePerField: true });
}

/** One file of any material type in the named field; the route documents its own body and limits. */
export function SingleFileUpload(field: string) {
  return UseInterceptors(new UploadInterceptor({ fields: [field], kind: 'material', onePerField: true }));
}

/** The files that passed the pipe (all fields, or one field); empty when none were sent. */
export const UploadedMaterials = createParamDecorator((field: string | undefined, ctx: ExecutionContext): CheckedUpload[] => {
  const files = ctx.switchToHttp().getRequest<UploadRequest>()[CHECKED_UPLOADS] ?? [];
  return field ? files.filter((file) => file.field === field) : files;
});
