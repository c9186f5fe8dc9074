// What anonymous visitors of a public group's page read (issue 16 §2): the profile, its PUBLISHED news and
// projects, and exactly those images: the avatar, the background and the images of published objects.
// A group that is not public does not exist here (404), whatever its shortcode.
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Page } from '#shared/page';
import { PUBLIC_PROFILE_PAGE_SIZE, PublicProfileObjectView, PublicProfileView } from '#shared/profile';
import { PROFILE_OBJECT_MATERIAL_KIND, ProfileObjectKind } from '#shared/profile-objects';
import type { PublishedProfileObjectReader } from '#shared/profile-objects';
import type { PageRequest } from '../../common/paginate';
import type { StoredObject } from '../../infrastructure/storage/object-storage';
import type { Material } from '../files/entities/material.entity';
import { FilesErrors } from '../files/files.errors';
import { MaterialService } from '../files/material.service';
import { PUBLISHED_PROFILE_OBJECTS } from './profile-published';
import { ProfileErrors } from './profile.errors';
import { ProfileRepository, PublicProfileRow } from './profile.repository';
import { profileOwner } from './profile.service';
import { publicObjectPage, publicProfileView } from './profile.views';

@Injectable()
export class ProfilePublicService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly materials: MaterialService,
    @Optional() @Inject(PUBLISHED_PROFILE_OBJECTS) private readonly published: PublishedProfileObjectReader | null = null,
  ) {}

  async view(shortcode: string): Promise<PublicProfileView> {
    const row = await this.publicRow(shortcode);
    const first = { page: 1, pageSize: PUBLIC_PROFILE_PAGE_SIZE };
    const [news, projects] = await Promise.all([
      this.objectsOf(row, ProfileObjectKind.NEWS, first),
      this.objectsOf(row, ProfileObjectKind.PROJECT, first),
    ]);
    return publicProfileView(row, news, projects);
  }

  /** The name and description of a public group's page for link previews; null for no such page. */
  async summary(shortcode: string): Promise<{ name: string; description: string } | null> {
    const row = await this.profiles.publicByShortcode(shortcode);
    return row ? { name: row.tenant.name, description: row.profile?.description ?? '' } : null;
  }

  /** Further pages of the published news or projects. */
  async objects(shortcode: string, kind: ProfileObjectKind, page: PageRequest): Promise<Page<PublicProfileObjectView>> {
    return this.objectsOf(await this.publicRow(shortcode), kind, page);
  }

  /** The avatar, the background or the image of a published object of this group; 404 for anything else. */
  async image(shortcode: string, imageId: string): Promise<{ material: Material; file: StoredObject }> {
    const { tenant, profile } = await this.publicRow(shortcode);
    if (profile && (imageId === profile.avatarImageId || imageId === profile.backgroundImageId)) {
      return this.materials.openOwned(profileOwner(tenant._id), imageId, () => true);
    }
    const owner = this.published ? await this.published.publishedImageOwner(tenant._id, imageId) : null;
    if (!owner) throw FilesErrors.materialNotFound();
    const objectOwner = { tenantId: tenant._id, kind: PROFILE_OBJECT_MATERIAL_KIND[owner.kind], ownerId: owner.objectId };
    return this.materials.openOwned(objectOwner, imageId, () => true);
  }

  private async publicRow(shortcode: string): Promise<PublicProfileRow> {
    const row = await this.profiles.publicByShortcode(shortcode);
    if (!row) throw ProfileErrors.publicNotFound();
    return row;
  }

  private async objectsOf(row: PublicProfileRow, kind: ProfileObjectKind, page: PageRequest): Promise<Page<PublicProfileObjectView>> {
    if (!this.published) return { items: [], total: 0, page: page.page, pageSize: page.pageSize };
    return publicObjectPage(row.tenant.shortcode, await this.published.publishedOf(row.tenant._id, kind, page));
  }
}
