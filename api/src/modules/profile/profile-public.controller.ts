import { Controller, Get, Param, PipeTransform, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, PickType } from '@nestjs/swagger';
import type { Response } from 'express';
import { ProfileObjectKind } from '#shared/profile-objects';
import { Public } from '../../common/auth/request-user';
import { sendStoredFile } from '../../common/http/send-stored-file';
import { PageQueryDto } from '../../common/pagination.dto';
import { UuidParam } from '../../common/uuid-param.pipe';
import { PublicProfileObjectPageView, PublicProfileViewDto } from './dto/profile-views.dto';
import { ProfilePublicService } from './profile-public.service';
import { ProfileErrors } from './profile.errors';

/** A shortcode that cannot exist is an unknown profile, not a bad request: the page shows one "not found". */
class ShortcodeParam implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,20}$/.test(value)) throw ProfileErrors.publicNotFound();
    return value;
  }
}

/** `page` and `pageSize` only: the public lists have no search. */
class PublicPageQueryDto extends PickType(PageQueryDto, ['page', 'pageSize'] as const) {}

const NOT_FOUND = 'Unbekannter Kurzname oder die Gruppe ist nicht öffentlich';

/**
 * The public profile page `/p/{shortcode}` reads these without login. Only PUBLISHED news and projects, no
 * author names or ids, no member data and no e-mail address besides the profile's own contact field.
 */
@ApiTags('profile: public')
@Public()
@Controller('profile/public/:shortcode')
export class ProfilePublicController {
  constructor(private readonly publicProfiles: ProfilePublicService) {}

  @Get()
  @ApiOperation({ summary: 'Öffentliches Profil: Beschreibung, Kontaktdaten, Bild-URLs, erste Seite der Neuigkeiten und Projekte' })
  @ApiOkResponse({ type: PublicProfileViewDto })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  view(@Param('shortcode', new ShortcodeParam()) shortcode: string) {
    return this.publicProfiles.view(shortcode);
  }

  @Get('news')
  @ApiOperation({ summary: 'Veröffentlichte Neuigkeiten, neueste zuerst' })
  @ApiOkResponse({ type: PublicProfileObjectPageView })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  news(@Param('shortcode', new ShortcodeParam()) shortcode: string, @Query() query: PublicPageQueryDto) {
    return this.publicProfiles.objects(shortcode, ProfileObjectKind.NEWS, query);
  }

  @Get('project')
  @ApiOperation({ summary: 'Veröffentlichte Projekte, neueste zuerst' })
  @ApiOkResponse({ type: PublicProfileObjectPageView })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  projects(@Param('shortcode', new ShortcodeParam()) shortcode: string, @Query() query: PublicPageQueryDto) {
    return this.publicProfiles.objects(shortcode, ProfileObjectKind.PROJECT, query);
  }

  @Get('image/:imageId')
  @ApiOperation({ summary: 'Profilbild, Hintergrundbild oder Bild einer veröffentlichten Neuigkeit bzw. eines Projekts' })
  @ApiProduces('image/png', 'image/jpeg', 'image/webp')
  @ApiOkResponse({ description: 'Das Bild', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: `${NOT_FOUND}, oder das Bild gehört nicht (mehr) zur öffentlichen Seite` })
  async image(
    @Param('shortcode', new ShortcodeParam()) shortcode: string,
    @Param('imageId', UuidParam) imageId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const { material, file } = await this.publicProfiles.image(shortcode, imageId);
    return sendStoredFile(res, material, file);
  }
}
