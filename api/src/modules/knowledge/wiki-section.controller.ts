import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantMember, TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { MaterialUploads, UploadedMaterials } from '../files/upload.decorators';
import { CreateWikiSectionDto, UpdateWikiSectionDto, WikiSectionOrderDto } from './dto/wiki-section.dto';
import { WikiSectionViewDto, WikiViewDto } from './dto/wiki-views.dto';
import { WikiSectionService } from './wiki-section.service';

const UPLOADS = 'JSON, oder multipart mit Dateien im Feld newUploads; Bilder im Inhalt nur als /api/files/{id} einer Datei des Kapitels';

// Changing the chapters is changing the wiki: guarded by knowledge:create, then the service asks the author
// rule for knowledge:edit on the wiki (knowledge:edit, or the wiki's author while they may still create).
@ApiTags('knowledge: wikis')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('knowledge/tenant/:tenantId/wiki/:wikiId/section')
export class WikiSectionController {
  constructor(private readonly sections: WikiSectionService) {}

  @Post()
  @TenantPermission('knowledge:create')
  @MaterialUploads('newUploads')
  @ApiOperation({ summary: `Kapitel anhängen (${UPLOADS})` })
  @ApiCreatedResponse({ type: WikiSectionViewDto })
  @ApiBadRequestResponse({ description: 'Titel fehlt, Inhalt zu lang oder zu viele Kapitel' })
  add(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('wikiId', UuidParam) wikiId: string,
    @Body() dto: CreateWikiSectionDto,
    @UploadedMaterials() files: CheckedUpload[],
  ) {
    return this.sections.add(ctx, user.userId, wikiId, dto, files);
  }

  // Declared before ':sectionId' so that "order" is never taken for a chapter id.
  @Put('order')
  @TenantPermission('knowledge:create')
  @ApiOperation({ summary: 'Kapitel neu ordnen: jede Kapitel-Id des Wikis genau einmal; Antwort: das Wiki' })
  @ApiOkResponse({ type: WikiViewDto })
  @ApiBadRequestResponse({ description: 'Die Liste nennt nicht jedes Kapitel genau einmal' })
  reorder(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('wikiId', UuidParam) wikiId: string,
    @Body() dto: WikiSectionOrderDto,
  ) {
    return this.sections.reorder(ctx, user.userId, wikiId, dto);
  }

  @Get(':sectionId')
  @TenantMember({ integration: 'knowledge' })
  @ApiOperation({ summary: 'Ein Kapitel mit Inhalt und Dateien' })
  @ApiOkResponse({ type: WikiSectionViewDto })
  get(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('wikiId', UuidParam) wikiId: string,
    @Param('sectionId', UuidParam) sectionId: string,
  ) {
    return this.sections.get(ctx, user.userId, wikiId, sectionId);
  }

  @Put(':sectionId')
  @TenantPermission('knowledge:create')
  @MaterialUploads('newUploads')
  @ApiOperation({ summary: `Kapitel ändern: nur gesendete Felder; materials = zu behaltende Dateien (${UPLOADS})` })
  @ApiOkResponse({ type: WikiSectionViewDto })
  @ApiBadRequestResponse({ description: 'Titel leer, Inhalt zu lang oder Dateien eines anderen Eintrags' })
  update(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('wikiId', UuidParam) wikiId: string,
    @Param('sectionId', UuidParam) sectionId: string,
    @Body() dto: UpdateWikiSectionDto,
    @UploadedMaterials() files: CheckedUpload[],
  ) {
    return this.sections.update(ctx, user.userId, wikiId, sectionId, dto, files);
  }

  @Delete(':sectionId')
  @TenantPermission('knowledge:create')
  @ApiOperation({ summary: 'Kapitel mit seinen Dateien löschen' })
  @ApiOkResponse({ type: MessageView })
  remove(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('wikiId', UuidParam) wikiId: string,
    @Param('sectionId', UuidParam) sectionId: string,
  ) {
    return this.sections.remove(ctx, user.userId, wikiId, sectionId);
  }
}
