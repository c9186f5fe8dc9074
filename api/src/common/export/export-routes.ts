// The three routes of every export controller, so each controller keeps only its path, permission and
// parameters (each route is one call of ExportService with the module's kind): POST asks for a file (202
// with the PENDING request, or the same one still being made; 429 over the member's or the group's limit),
// GET {exportId} says how far it is, GET {exportId}/file downloads it (409 while it is being made or when
// it failed).
import { applyDecorators, Get, HttpCode, Post } from '@nestjs/common';
import type { Type } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';

/** An identical request while one is still being made answers that one (also 202). */
export function ExportRequestRoute(summary: string, view: Type<unknown>) {
  return applyDecorators(
    Post(),
    HttpCode(202),
    ApiOperation({ summary }),
    ApiAcceptedResponse({ type: view }),
    ApiTooManyRequestsResponse({
      description:
        'Zu viele Exporte in der letzten Stunde (EXPORT_LIMIT_REACHED) oder zu viele offene der Gruppe (EXPORT_GROUP_BUSY); Retry-After',
    }),
  );
}

export function ExportStatusRoute(view: Type<unknown>) {
  return applyDecorators(
    Get(':exportId'),
    ApiOperation({ summary: 'Stand der Erstellung (state PENDING | RUNNING | DONE | FAILED, progress 0–100)' }),
    ApiOkResponse({ type: view }),
  );
}

/** `content` describes the file, e.g. 'CSV (UTF-8 mit BOM, Semikolon) oder PDF'; `produces` its types. */
export function ExportFileRoute(content: string, produces: string[] = ['text/csv', 'application/pdf']) {
  return applyDecorators(
    Get(':exportId/file'),
    ApiOperation({ summary: 'Die fertige Datei herunterladen (409, solange sie erstellt wird oder wenn es fehlschlug)' }),
    ApiProduces(...produces),
    ApiOkResponse({ description: content, schema: { type: 'string', format: 'binary' } }),
    ApiConflictResponse({ description: 'Noch nicht fertig oder fehlgeschlagen' }),
  );
}
