import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from '#shared/auth-data';
import { MESSAGES } from '#shared/validation';

export type RequestError = FetchBaseQueryError | SerializedError | undefined;

function isApiErrorBody(data: unknown): data is ApiError {
  return typeof data === 'object' && data !== null && typeof (data as ApiError).message === 'string';
}

/** The HTTP status of a failed call, or undefined for network and client errors. */
export function errorStatus(error: RequestError): number | undefined {
  if (!error || !('status' in error)) return undefined;
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return undefined;
}

/** The German sentence to show for a failed call (SPEC 8): the server's message or the default. */
export function errorMessage(error: RequestError): string {
  if (error && 'data' in error && isApiErrorBody(error.data)) return error.data.message;
  return MESSAGES.genericError;
}

export function errorDetails(error: RequestError): NonNullable<ApiError['details']> {
  if (error && 'data' in error && isApiErrorBody(error.data)) return error.data.details ?? [];
  return [];
}

/** The API's machine-readable error code, for the few screens that answer one case differently. */
export function errorCode(error: RequestError): string | undefined {
  if (error && 'data' in error && isApiErrorBody(error.data)) return error.data.code;
  return undefined;
}
