// The unsubscribe link's answer is a tiny server-rendered German page: it works from any mail program without
// the web app, and a GET never changes anything (mail scanners open links): it shows one button that POSTs.
// The POST is also the RFC 8058 One-Click target of the List-Unsubscribe header.
import { Controller, Get, Header, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { NOTIFY_MESSAGES as M } from '#shared/notify';
import { Public } from '../../common/auth/request-user';
import { NotificationSettingsService } from './notification-settings.service';
import { UnsubscribeLinks } from './unsubscribe-link';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(body: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Plenum</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#1f1f1f"><h1 style="font-size:20px;color:#1668dc">Plenum</h1>${body}</body></html>`;
}

const INVALID = page(`<p>${escapeHtml(M.linkInvalid)}</p>`);

@Public()
@ApiTags('notifications')
@Controller('notification/unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly links: UnsubscribeLinks,
    private readonly settings: NotificationSettingsService,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Seite des Abmeldelinks: ein Knopf, der abmeldet (ändert selbst nichts)' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'Seite mit dem Knopf', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: "'Der Link ist ungültig'", schema: { type: 'string' } })
  confirm(@Query() query: Record<string, unknown>, @Res() res: Response) {
    if (!this.links.verify(query)) return res.status(400).type('html').send(INVALID);
    const action = `?${new URLSearchParams(query as Record<string, string>)}`;
    return res.type('html').send(
      page(`<p>Möchtest du diese E-Mails abbestellen?</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit" style="padding:10px 18px">Abmelden</button></form>`),
    );
  }

  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Abmelden ohne Anmeldung (auch List-Unsubscribe-Post One-Click)' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'Abgemeldet', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: "'Der Link ist ungültig'; nichts ändert sich", schema: { type: 'string' } })
  async unsubscribe(@Query() query: Record<string, unknown>, @Res() res: Response) {
    const request = this.links.verify(query);
    if (!request) return res.status(400).type('html').send(INVALID);
    await this.settings.unsubscribe(request.user, request.kind);
    const done = request.kind === 'DIGEST' ? M.unsubscribedDigest : M.unsubscribed;
    return res.type('html').send(page(`<p>${escapeHtml(done)}</p>`));
  }
}
