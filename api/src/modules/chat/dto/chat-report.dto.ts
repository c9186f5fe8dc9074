// Request bodies and queries of the reports (POST /chat/private/p2preport, p2greport) and the moderation
// (GET/PUT /chat/admin/report...). Ids in bodies are checked here (400), ids in paths by UuidParam (404).
import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  CHAT_REPORT_ACTIONS,
  CHAT_REPORT_COMMENT_MAX_LENGTH,
  CHAT_REPORT_MESSAGES as M,
  CHAT_REPORT_REASONS,
  CHAT_REPORT_STATES,
  ChatReportAction,
  ChatReportReason,
  ChatReportState,
} from '#shared/chat-reports';
import { PageQueryDto } from '../../../common/pagination.dto';
import { trim } from '../../../common/validation/fields';
import { Optional } from '../../../common/validation/optional';

export const MESSAGE_ID_INVALID = 'Bitte gib die Nachricht an, die du melden möchtest.';

/** A blank comment is no comment. */
const blankToUndefined = ({ value }: { value: unknown }) => {
  const trimmed = trim({ value });
  return trimmed === '' || trimmed === null ? undefined : trimmed;
};

export class CreateChatReportDto {
  @ApiProperty({ format: 'uuid', description: 'Die gemeldete Nachricht' })
  @IsUUID(undefined, { message: MESSAGE_ID_INVALID })
  @IsString({ message: MESSAGE_ID_INVALID })
  messageId: string;

  @ApiProperty({ enum: ChatReportReason })
  @IsIn(CHAT_REPORT_REASONS, { message: M.reasonInvalid })
  reason: ChatReportReason;

  @ApiPropertyOptional({ maxLength: CHAT_REPORT_COMMENT_MAX_LENGTH, description: 'Freitext, nur für die Moderation' })
  @Optional()
  @Transform(blankToUndefined)
  @MaxLength(CHAT_REPORT_COMMENT_MAX_LENGTH, { message: M.commentTooLong })
  @IsString({ message: M.commentTooLong })
  comment?: string;
}

/** No free-text search: the moderation queue is short, and reported texts are not searched in bulk. */
export class ChatReportQueryDto extends OmitType(PageQueryDto, ['text'] as const) {
  @ApiPropertyOptional({ enum: ChatReportState, description: 'Ohne Angabe: offene zuerst, dann abgeschlossene' })
  @Optional()
  @IsIn(CHAT_REPORT_STATES, { message: M.stateInvalid })
  state?: ChatReportState;
}

export class ChatReportActionDto {
  @ApiProperty({ enum: ChatReportAction })
  @IsIn(CHAT_REPORT_ACTIONS, { message: M.actionInvalid })
  action: ChatReportAction;
}
