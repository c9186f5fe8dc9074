import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsString, isUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { CHAT_CONTENT_MAX_LENGTH, CHAT_MESSAGES, CHAT_PAGE_SIZE_DEFAULT, CHAT_PAGE_SIZE_MAX } from '#shared/chat';
import { NOTIFY_MESSAGES } from '#shared/notify';
import { JsonArrayField } from '../../../common/validation/json-array';
import { Optional } from '../../../common/validation/optional';

/**
 * One line-break form (`\r\n` and `\r` → `\n`) before trimming and the length check, so that a Windows
 * client's 4,000 characters fit like anyone else's and the stored text is the same whatever sent it.
 */
export const chatContent = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value);

/** Multipart (or JSON) body of a new message; the files come in the `files` field. */
export class SendChatMessageDto {
  @ApiPropertyOptional({ maxLength: CHAT_CONTENT_MAX_LENGTH, description: 'Reiner Text; leer nur mit Dateien' })
  @Optional()
  @Transform(chatContent)
  @MaxLength(CHAT_CONTENT_MAX_LENGTH, { message: CHAT_MESSAGES.contentTooLong })
  @IsString({ message: CHAT_MESSAGES.contentRequired })
  content?: string;
}

/** At most this many people are mentioned in one message. */
export const MENTIONS_MAX = 50;

/** A group chat message may mention members of the group (issue 25 §4): each gets a MENTION notification. */
export class SendGroupChatMessageDto extends SendChatMessageDto {
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: MENTIONS_MAX,
    description: 'Erwähnte Mitglieder (Personen-IDs); multipart als JSON-Text, z. B. ["<uuid>"]',
  })
  @JsonArrayField((id) => typeof id === 'string' && isUUID(id), NOTIFY_MESSAGES.mentionsInvalid, MENTIONS_MAX)
  mentions?: string[];
}

// A message id or an ISO date (ARCHITECTURE 2: `before=<id or ISO date>` for chat).
const CURSOR = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?)$/i;
export const CURSOR_INVALID = 'Der Verlaufszeiger (before) muss eine Nachrichten-ID oder ein Datum sein.';

export class ChatHistoryQueryDto {
  @ApiPropertyOptional({ description: 'Ältere Nachrichten als diese (Nachrichten-ID oder ISO-Datum)' })
  @Optional()
  @Matches(CURSOR, { message: CURSOR_INVALID })
  @MaxLength(40, { message: CURSOR_INVALID })
  @IsString({ message: CURSOR_INVALID })
  before?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: CHAT_PAGE_SIZE_MAX, default: CHAT_PAGE_SIZE_DEFAULT })
  @Optional()
  @Type(() => Number)
  @Max(CHAT_PAGE_SIZE_MAX, { message: `Die Seitengröße darf höchstens ${CHAT_PAGE_SIZE_MAX} sein.` })
  @Min(1, { message: 'Die Seitengröße muss mindestens 1 sein.' })
  @IsInt({ message: 'Die Seitengröße muss eine ganze Zahl sein.' })
  pageSize: number = CHAT_PAGE_SIZE_DEFAULT;
}
