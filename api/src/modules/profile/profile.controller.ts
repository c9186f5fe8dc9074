import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { PROFILE_AVATAR_SIZE_PX, PROFILE_BACKGROUND_WIDTH_PX } from '#shared/profile';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantMember, TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { ImageUpload, UploadedMaterials } from '../files/upload.decorators';
import { ProfileViewDto } from './dto/profile-views.dto';
import { UpdateProfileDto } from './dto/profile.dto';
import { ProfileService } from './profile.service';

const IMAGES =
  `PNG, JPEG oder WebP (am Inhalt erkannt, höchstens 5 MB); das Profilbild wird auf ${PROFILE_AVATAR_SIZE_PX} × ` +
  `${PROFILE_AVATAR_SIZE_PX} px zugeschnitten, das Hintergrundbild auf höchstens ${PROFILE_BACKGROUND_WIDTH_PX} px Breite verkleinert`;

/** SPEC 7: the group's profile. Every member reads it; `profile:update` changes it. */
@ApiTags('profile: profile')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('profile/tenant/:tenantId')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get()
  @TenantMember()
  @ApiOperation({ summary: 'Das Profil der Gruppe (leer, solange es nie gespeichert wurde)' })
  @ApiOkResponse({ type: ProfileViewDto })
  get(@CurrentTenant() ctx: TenantContext) {
    return this.profiles.get(ctx);
  }

  @Put()
  @TenantPermission('profile:update')
  @ImageUpload('avatarImage', 'backgroundImage')
  @ApiOperation({
    summary: `Profil ändern: nur gesendete Felder, leere Texte löschen; Dateien avatarImage und backgroundImage (${IMAGES}); removeAvatarImage / removeBackgroundImage = true entfernt ein Bild`,
  })
  @ApiOkResponse({ type: ProfileViewDto })
  @ApiBadRequestResponse({ description: 'Ungültige Felder (E-Mail, Telefon, Webadresse, zu lang) oder unbekannte Felder' })
  update(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Body() dto: UpdateProfileDto,
    @UploadedMaterials() files: CheckedUpload[],
  ) {
    return this.profiles.update(ctx, user.userId, dto, files);
  }

  @Put('background')
  @TenantPermission('profile:update')
  @ImageUpload('backgroundImage')
  @ApiOperation({ summary: `Nur das Hintergrundbild ersetzen (Datei backgroundImage: ${IMAGES})` })
  @ApiOkResponse({ type: ProfileViewDto })
  @ApiBadRequestResponse({ description: 'Kein Bild gesendet' })
  updateBackground(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @UploadedMaterials() files: CheckedUpload[]) {
    return this.profiles.updateBackground(ctx, user.userId, files);
  }
}
