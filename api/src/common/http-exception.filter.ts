// The one error filter: every failure leaves as {statusCode, code, message, details}. Unknown errors
// become a generic 500; the full error is logged with the request id and shown to nobody.
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MESSAGES } from '#shared/validation';
import { DomainException, RateLimitedException } from '../core/domain.exception';
import { loggedPath } from './http/request-log.middleware';

const STATUS_DEFAULTS: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'Die Anfrage ist ungültig.' },
  401: { code: 'UNAUTHENTICATED', message: 'Bitte melde dich an.' },
  403: { code: 'FORBIDDEN', message: 'Du hast keine Berechtigung für diese Aktion.' },
  404: { code: 'NOT_FOUND', message: 'Der Eintrag wurde nicht gefunden.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Diese Aktion ist hier nicht erlaubt.' },
  409: { code: 'CONFLICT', message: 'Die Aktion steht im Konflikt mit dem aktuellen Stand.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.fileInvalid },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Dieses Format wird nicht unterstützt.' },
  429: { code: 'RATE_LIMITED', message: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.' },
};

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request & { id?: string }>();
    const body = this.toBody(exception, req);
    if (res.headersSent) return;
    if (exception instanceof RateLimitedException) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    res.status(body.statusCode).json(body);
  }

  private toBody(thrown: unknown, req: Request & { id?: string }) {
    // Express middleware errors (the body parser's verify hook: too deep JSON) arrive wrapped by Nest's
    // adapter in an HttpException; our own error inside keeps its code and German message.
    const exception = thrown instanceof HttpException && thrown.cause instanceof DomainException ? thrown.cause : thrown;
    if (exception instanceof DomainException) {
      return { statusCode: exception.status, code: exception.code, message: exception.message, details: exception.details ?? [] };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const fallback = STATUS_DEFAULTS[status] ?? { code: `HTTP_${status}`, message: MESSAGES.genericError };
      // Nest's own exceptions carry English text (e.g. "Cannot GET /x"); a person gets the German default.
      return { statusCode: status, code: fallback.code, message: fallback.message, details: [] };
    }
    const status = (exception as { status?: number; statusCode?: number })?.status ?? (exception as { statusCode?: number })?.statusCode;
    // body-parser signals oversized or malformed bodies with a status on a plain error.
    if (status === 413 || status === 400) {
      const fallback = status === 413 ? STATUS_DEFAULTS[413] : { code: 'BAD_REQUEST', message: 'Die Anfrage ist ungültig.' };
      return { statusCode: status, code: fallback.code, message: fallback.message, details: [] };
    }
    this.logger.error(
      { msg: 'unhandled error', requestId: req.id, method: req.method, path: loggedPath(req) },
      exception instanceof Error ? exception.stack : String(exception),
    );
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      code: 'INTERNAL_ERROR',
      message: MESSAGES.genericError,
      details: [],
      requestId: req.id,
    };
  }
}
