import { Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { PageQueryDto } from '../../common/pagination.dto';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import { ChatBlockService } from './chat-block.service';
import { BlockedPersonPageView } from './dto/views.dto';

@ApiTags('chat: private')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('chat/private/block')
export class ChatBlockController {
  constructor(private readonly blocks: ChatBlockService) {}

  @Get()
  @ApiOperation({ summary: 'Von mir blockierte Personen, zuletzt blockierte zuerst (nur Namen)' })
  @ApiOkResponse({ type: BlockedPersonPageView })
  list(@CurrentUser() user: RequestUser, @Query() query: PageQueryDto) {
    return this.blocks.list(user.userId, query);
  }

  @Put(':userId')
  @ApiOperation({ summary: 'Person blockieren: keine privaten Nachrichten und kein neuer Chat mehr von ihr; sie erfährt es nicht' })
  @ApiOkResponse({ type: MessageView })
  @ApiBadRequestResponse({ description: 'Sich selbst' })
  @ApiNotFoundResponse({ description: 'Unbekannt oder nach der Kontaktregel nicht erreichbar' })
  block(@CurrentUser() user: RequestUser, @Param('userId', UuidParam) userId: string) {
    return this.blocks.block(user.userId, userId);
  }

  @Delete(':userId')
  @ApiOperation({ summary: 'Blockierung aufheben' })
  @ApiOkResponse({ type: MessageView })
  @ApiNotFoundResponse({ description: 'Nicht blockiert' })
  unblock(@CurrentUser() user: RequestUser, @Param('userId', UuidParam) userId: string) {
    return this.blocks.unblock(user.userId, userId);
  }
}
