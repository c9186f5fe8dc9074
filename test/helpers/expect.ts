// The API's error body {statusCode, code, message, details} in one place, so a spec names the error it
// expects instead of spelling out the German message again.
import { MESSAGES } from '#shared/validation';

export interface FieldError {
  field: string;
  message: string;
}

export interface ApiError {
  statusCode: number;
  code: string;
  message: string;
  details: FieldError[];
}

/** The complete error body; `details` is empty unless the error is about fields. */
export function apiError(statusCode: number, code: string, message: string, details: FieldError[] = []): ApiError {
  return { statusCode, code, message, details };
}

/** A 400 whose details name (at least) this field with this message. */
export const validationError = (field: string, message: string) => ({
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message,
  details: expect.arrayContaining([{ field, message }]),
});

export const NOT_FOUND = apiError(404, 'NOT_FOUND', 'Der Eintrag wurde nicht gefunden.');
export const FORBIDDEN = apiError(403, 'FORBIDDEN', 'Du hast keine Berechtigung für diese Aktion.');
export const UNAUTHENTICATED = apiError(401, 'UNAUTHENTICATED', 'Bitte melde dich an.');
export const linkInvalid = apiError(400, 'TOKEN_INVALID', MESSAGES.linkInvalid);

/**
 * Status and body at once, so a failure shows both. `expected` may be a full body (`NOT_FOUND`) or a part
 * of one (`{ statusCode: 409, code: 'LAST_ADMIN' }`), which is then matched like toMatchObject.
 */
export function expectApiError(res: { status: number; body: unknown }, expected: Partial<ApiError> & { statusCode: number }): void {
  const full = 'details' in expected && 'message' in expected && 'code' in expected;
  expect({ status: res.status, body: res.body }).toEqual({
    status: expected.statusCode,
    body: full ? expected : expect.objectContaining(expected),
  });
}
