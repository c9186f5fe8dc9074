// A group's council profile (issue 16 §2): every member reads it, `profile:update` changes its text and its
// two images. Images are resized before the transaction (CPU work never holds a row lock) and stored as
// materials of the profile; the row points at the current ones and every other image of the profile goes.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { MaterialOwnerKind } from '#shared/files';
import { isPlatformModerator } from '#shared/levels';
import type { ProfileImageField, ProfileView } from '#shared/profile';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../core/database/transaction';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { ImageService } from '../files/image.service';
import { MaterialAccessRegistry } from '../files/material-access.registry';
import { MaterialService } from '../files/material.service';
import { UpdateProfileDto } from './dto/profile.dto';
import type { Profile } from './entities/profile.entity';
import { resizeProfileImage, ResizedImage } from './profile-image';
import { ProfileErrors } from './profile.errors';
import { ProfileRepository } from './profile.repository';
import { profileView } from './profile.views';

/** One profile per group, so its images are owned by the group's id. */
export const profileOwner = (tenantId: string) => ({ tenantId, kind: MaterialOwnerKind.PROFILE, ownerId: tenantId });

type ImageChanges = Pick<Profile, 'avatarImageId' | 'backgroundImageId' | 'backgroundWidth' | 'backgroundHeight'>;

@Injectable()
export class ProfileService implements OnModuleInit {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly materials: MaterialService,
    private readonly materialAccess: MaterialAccessRegistry,
    private readonly images: ImageService,
    private readonly tx: TransactionRunner,
  ) {}

  onModuleInit() {
    // In the app the images load at /api/files/{id} for members, and for anyone logged in when the group is
    // public (they are on its public page anyway).
    this.materialAccess.register(
      MaterialOwnerKind.PROFILE,
      async (caller, material) =>
        isPlatformModerator(caller.permissionLevel) || this.profiles.visibleToUser(material.tenantId, caller.userId),
    );
  }

  async get(ctx: TenantContext): Promise<ProfileView> {
    const tenantId = ctx.tenant._id;
    const [profile, materials] = await Promise.all([this.profiles.ofTenant(tenantId), this.materials.listOf(profileOwner(tenantId))]);
    return profileView(ctx.tenant, profile, materials);
  }

  /** Changes the fields sent; a new image replaces the old one, `remove…Image` drops it. */
  async update(ctx: TenantContext, userId: string, dto: UpdateProfileDto, files: readonly CheckedUpload[]): Promise<ProfileView> {
    const images = await resizeAll(this.images, files);
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (tx) => {
      const profile = await this.profiles.lockOrCreate(tenantId, tx);
      const owner = profileOwner(tenantId);
      const next: ImageChanges = {
        avatarImageId: dto.removeAvatarImage ? null : profile.avatarImageId,
        backgroundImageId: dto.removeBackgroundImage ? null : profile.backgroundImageId,
        backgroundWidth: dto.removeBackgroundImage ? null : profile.backgroundWidth,
        backgroundHeight: dto.removeBackgroundImage ? null : profile.backgroundHeight,
      };
      const avatar = images.get('avatarImage');
      if (avatar) next.avatarImageId = (await this.materials.add(tx, owner, userId, [avatar.upload]))[0]._id;
      const background = images.get('backgroundImage');
      if (background) {
        next.backgroundImageId = (await this.materials.add(tx, owner, userId, [background.upload]))[0]._id;
        next.backgroundWidth = background.width;
        next.backgroundHeight = background.height;
      }
      await this.profiles.update(
        tenantId,
        profile._id,
        {
          ...definedText(dto),
          ...next,
          // A PUT that changes only an image still marks the profile as changed.
          updatedAt: new Date(),
        },
        tx,
      );
      // Replaced and removed images go with this save (rows now, stored objects after commit).
      await this.materials.keepOnly(
        tx,
        owner,
        [next.avatarImageId, next.backgroundImageId].filter((id): id is string => id !== null),
      );
    });
    return this.get(ctx);
  }

  /** SPEC 7's `PUT .../background`: the background image alone. */
  async updateBackground(ctx: TenantContext, userId: string, files: readonly CheckedUpload[]): Promise<ProfileView> {
    if (files.length === 0) throw ProfileErrors.backgroundRequired();
    return this.update(ctx, userId, new UpdateProfileDto(), files);
  }
}

async function resizeAll(service: ImageService, files: readonly CheckedUpload[]): Promise<Map<ProfileImageField, ResizedImage>> {
  const images = new Map<ProfileImageField, ResizedImage>();
  // One at a time: each decodes a photo of up to 5 MB, and the machine's cores serve every request.
  for (const file of files) {
    const field = file.field as ProfileImageField;
    images.set(field, await resizeProfileImage(service, file, field));
  }
  return images;
}

function definedText(dto: UpdateProfileDto) {
  const text = {
    description: dto.description,
    contactPerson: dto.contactPerson,
    contactEmail: dto.contactEmail,
    contactPhone: dto.contactPhone,
    contactWebsite: dto.contactWebsite,
    publicPerson: dto.publicPerson,
  };
  return Object.fromEntries(Object.entries(text).filter(([, value]) => value !== undefined)) as Partial<typeof text>;
}
