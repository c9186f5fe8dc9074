import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { PlatformLevel } from '#shared/levels';
import { RequirePlatformLevel } from '../../common/auth/platform-level.guard';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { PageQueryDto } from '../../common/pagination.dto';
import { UuidParam } from '../../common/uuid-param.pipe';
import { AccountDeletionService } from './account-deletion.service';
import { AuthService } from './auth.service';
import { AccountDeletionDto, AccountDeletionPendingView } from './dto/account-deletion.dto';
import { AdminUserPageView, AuthDataView, UserPageView, UserSummaryView } from './dto/auth-data.dto';
import { ChangePasswordDto, MessageResponseDto, UpdateUserDto } from './dto/auth.dto';
import { UserDirectoryService } from './user-directory.service';

@ApiTags('auth')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('auth')
export class UserController {
  constructor(
    private readonly auth: AuthService,
    private readonly directory: UserDirectoryService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Post('private/user/change-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Passwort ändern; beendet die anderen Sitzungen' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ description: 'Altes Passwort falsch / Passwortregel' })
  changePassword(@CurrentUser() user: RequestUser, @Body() dto: ChangePasswordDto) {
    return this.auth.changePassword(user.userId, user.sessionId, dto);
  }

  @Get('private/user')
  @ApiOperation({ summary: 'Personen, denen ich privat schreiben darf (Kontaktregel, nur Namen)' })
  @ApiOkResponse({ type: UserPageView })
  listContacts(@CurrentUser() user: RequestUser, @Query() query: PageQueryDto) {
    return this.directory.listContacts(user.userId, query);
  }

  @Get('private/user/:userId')
  @ApiOperation({ summary: 'Eine Person, der ich privat schreiben darf' })
  @ApiOkResponse({ type: UserSummaryView })
  @ApiNotFoundResponse({ description: 'Unbekannt oder nach der Kontaktregel nicht erreichbar' })
  getContact(@CurrentUser() user: RequestUser, @Param('userId', UuidParam) userId: string) {
    return this.directory.getContact(user.userId, userId);
  }

  @Put('private/user')
  @ApiOperation({ summary: 'Eigenen Vor- und Nachnamen ändern' })
  @ApiOkResponse({ type: AuthDataView })
  update(@CurrentUser() user: RequestUser, @Body() dto: UpdateUserDto) {
    return this.auth.updateContact(user.userId, dto.contact);
  }

  @Delete('private/user')
  @HttpCode(202)
  @ApiOperation({ summary: 'Eigenes Konto löschen: nach 14 Tagen; Anmelden oder deletion/cancel bricht ab' })
  @ApiAcceptedResponse({ type: AccountDeletionPendingView })
  @ApiBadRequestResponse({ description: 'Passwort falsch' })
  @ApiConflictResponse({ description: 'LAST_ADMIN: letzte Administration einer oder mehrerer Gruppen (im Text genannt)' })
  requestDeletion(@CurrentUser() user: RequestUser, @Body() dto: AccountDeletionDto) {
    return this.deletion.request(user.userId, dto.password);
  }

  @Post('private/user/deletion/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Die beantragte Löschung des eigenen Kontos abbrechen' })
  @ApiOkResponse({ type: MessageResponseDto })
  cancelDeletion(@CurrentUser() user: RequestUser) {
    return this.deletion.cancel(user.userId);
  }

  @Get('admin/user')
  @RequirePlatformLevel(PlatformLevel.PLENUM_ADMINISTRATION)
  @ApiOperation({ summary: 'Alle Konten (nur Plattform-Administration)' })
  @ApiOkResponse({ type: AdminUserPageView })
  listAll(@Query() query: PageQueryDto) {
    return this.directory.listAll(query);
  }
}
