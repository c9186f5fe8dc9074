// SPEC 7: /profile/tenant/{tenantId}/news and /project (+ /{id}). Both kinds have the same routes and rules,
// so one class is built per kind. Create, change and delete are guarded by profile-object:create (every
// level that may edit, delete or publish may also create: the rules' unit spec); the service then applies
// the status workflow to the object itself (profile-object.rules.ts).
import { Body, Controller, Delete, Get, Param, Post, Put, Query, Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { PROFILE_OBJECT_KIND_LABELS, PROFILE_OBJECT_PATH, ProfileObjectKind } from '#shared/profile-objects';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantMember, TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { ImageUpload, UploadedMaterials } from '../files/upload.decorators';
import { ProfileObjectPageView, ProfileObjectViewDto, ProfileObjectWaitingViewDto } from './dto/profile-object-views.dto';
import { CreateProfileObjectDto, ProfileObjectListQueryDto, UpdateProfileObjectDto } from './dto/profile-object.dto';
import { ProfileObjectService } from './profile-object.service';

const BODY =
  'JSON, oder multipart mit einem Bild im Feld image (PNG, JPEG oder WebP, am Inhalt erkannt, höchstens 5 MB; ' +
  'wird auf höchstens 1600 px Breite verkleinert)';

function profileObjectController(kind: ProfileObjectKind): Type<unknown> {
  const path = PROFILE_OBJECT_PATH[kind];
  const label = PROFILE_OBJECT_KIND_LABELS[kind];

  @ApiTags(`profile: ${label.many.toLowerCase()}`)
  @ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
  @Controller(`profile/tenant/:tenantId/${path}`)
  class ProfileObjectController {
    constructor(readonly objects: ProfileObjectService) {}

    @Get()
    @TenantMember()
    @ApiOperation({ summary: `${label.many}, die ich sehen darf: veröffentlichte, eigene Entwürfe, Prüfung mit Bearbeitungsrecht` })
    @ApiOkResponse({ type: ProfileObjectPageView })
    list(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Query() query: ProfileObjectListQueryDto) {
      return this.objects.list(ctx, user.userId, kind, query);
    }

    @Post()
    @TenantPermission('profile-object:create')
    @ImageUpload('image')
    @ApiOperation({ summary: `${label.one} anlegen, als Entwurf oder zur Prüfung (${BODY})` })
    @ApiCreatedResponse({ type: ProfileObjectViewDto })
    @ApiBadRequestResponse({ description: 'Titel oder Inhalt fehlen, Status ungültig' })
    @ApiForbiddenResponse({ description: 'PUBLISHED ohne profile-object:publish' })
    create(
      @CurrentTenant() ctx: TenantContext,
      @CurrentUser() user: RequestUser,
      @Body() dto: CreateProfileObjectDto,
      @UploadedMaterials('image') images: CheckedUpload[],
    ) {
      return this.objects.create(ctx, user.userId, kind, dto, images[0]);
    }

    @Get(':objectId')
    @TenantMember()
    @ApiOperation({ summary: `${label.one} (404, wenn ich sie nicht sehen darf)` })
    @ApiOkResponse({ type: ProfileObjectViewDto })
    get(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('objectId', UuidParam) id: string) {
      return this.objects.get(ctx, user.userId, kind, id);
    }

    @Put(':objectId')
    @TenantPermission('profile-object:create')
    @ImageUpload('image')
    @ApiOperation({
      summary:
        `${label.one} ändern: nur gesendete Felder; status allein ist ein Schritt im Ablauf. Ohne Veröffentlichungsrecht ` +
        `geht ein veröffentlichter Beitrag nach einer Änderung zurück in die Prüfung (${BODY}; removeImage = true entfernt das Bild)`,
    })
    @ApiOkResponse({ type: ProfileObjectViewDto })
    @ApiBadRequestResponse({ description: 'Ungültige Felder' })
    @ApiForbiddenResponse({ description: 'PUBLISHED ohne profile-object:publish, oder keine Bearbeitung erlaubt' })
    update(
      @CurrentTenant() ctx: TenantContext,
      @CurrentUser() user: RequestUser,
      @Param('objectId', UuidParam) id: string,
      @Body() dto: UpdateProfileObjectDto,
      @UploadedMaterials('image') images: CheckedUpload[],
    ) {
      return this.objects.update(ctx, user.userId, kind, id, dto, images[0]);
    }

    @Delete(':objectId')
    @TenantPermission('profile-object:create')
    @ApiOperation({
      summary: `${label.one} mit Bild löschen (profile-object:delete, oder die Person, die sie verfasst hat, solange unveröffentlicht)`,
    })
    @ApiOkResponse({ type: MessageView })
    remove(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('objectId', UuidParam) id: string) {
      return this.objects.remove(ctx, user.userId, kind, id);
    }
  }
  Object.defineProperty(ProfileObjectController, 'name', {
    value: `Profile${kind === ProfileObjectKind.NEWS ? 'News' : 'Project'}Controller`,
  });
  return ProfileObjectController;
}

export const ProfileNewsController = profileObjectController(ProfileObjectKind.NEWS);
export const ProfileProjectController = profileObjectController(ProfileObjectKind.PROJECT);

/** The profile screen's count of what waits for examination (among what the caller sees). */
@ApiTags('profile: neuigkeiten')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('profile/tenant/:tenantId/waiting')
export class ProfileObjectWaitingController {
  constructor(private readonly objects: ProfileObjectService) {}

  @Get()
  @TenantMember()
  @ApiOperation({ summary: 'Wie viele Neuigkeiten und Projekte auf Prüfung warten (die ich sehen darf)' })
  @ApiOkResponse({ type: ProfileObjectWaitingViewDto })
  waiting(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser) {
    return this.objects.waiting(ctx, user.userId);
  }
}
