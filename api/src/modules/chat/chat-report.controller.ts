import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { ChatReportService } from './chat-report.service';
import { ChatReportCreatedView } from './dto/chat-report-views.dto';
import { CreateChatReportDto } from './dto/chat-report.dto';
import type { ChatConversationKind } from './entities/chat-conversation.entity';

/** SPEC 7 "Chat": report a message (issue 13 §2 "Reports"). 201 a new report, 200 the caller's open one. */
@ApiTags('chat')
@Controller('chat/private')
export class ChatReportController {
  constructor(private readonly reports: ChatReportService) {}

  @Post('p2preport')
  @HttpCode(201)
  @ApiOperation({ summary: 'Eine Nachricht eines privaten Chats melden (nur Beteiligte)' })
  @ApiCreatedResponse({ type: ChatReportCreatedView, description: 'Neu gemeldet' })
  @ApiOkResponse({ type: ChatReportCreatedView, description: 'Schon offen gemeldet: nichts geändert' })
  @ApiBadRequestResponse({ description: 'Ungültige Eingabe oder eigene Nachricht' })
  @ApiNotFoundResponse({ description: 'Unbekannte Nachricht oder nicht beteiligt' })
  reportPrivate(@CurrentUser() user: RequestUser, @Body() dto: CreateChatReportDto, @Res({ passthrough: true }) res: Response) {
    return this.report(user, 'PRIVATE', dto, res);
  }

  @Post('p2greport')
  @HttpCode(201)
  @ApiOperation({ summary: 'Eine Nachricht eines Gruppenchats melden (nur Mitglieder der Gruppe)' })
  @ApiCreatedResponse({ type: ChatReportCreatedView, description: 'Neu gemeldet' })
  @ApiOkResponse({ type: ChatReportCreatedView, description: 'Schon offen gemeldet: nichts geändert' })
  @ApiBadRequestResponse({ description: 'Ungültige Eingabe oder eigene Nachricht' })
  @ApiNotFoundResponse({ description: 'Unbekannte Nachricht oder nicht Mitglied' })
  reportGroup(@CurrentUser() user: RequestUser, @Body() dto: CreateChatReportDto, @Res({ passthrough: true }) res: Response) {
    return this.report(user, 'GROUP', dto, res);
  }

  private async report(user: RequestUser, kind: ChatConversationKind, dto: CreateChatReportDto, res: Response) {
    const { created, body } = await this.reports.report(user.userId, kind, dto);
    if (!created) res.status(200);
    return body;
  }
}
