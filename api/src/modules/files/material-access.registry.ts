import { Injectable } from '@nestjs/common';
import type { MaterialOwnerKind } from '#shared/files';
import type { RequestUser } from '../../common/auth/request-user';
import type { Material } from './entities/material.entity';

/**
 * Whether `caller` may see the owner of `material` (tenant membership, view access, ...). Answer false for
 * anything the caller may not see; the download then says 404, as if the file did not exist.
 */
export type MaterialAccessResolver = (caller: RequestUser, material: Material) => Promise<boolean>;

/**
 * The owning module decides who may download its materials: it registers one resolver per owner kind in its
 * service's onModuleInit. A kind without a resolver is never served.
 */
@Injectable()
export class MaterialAccessRegistry {
  private readonly resolvers = new Map<MaterialOwnerKind, MaterialAccessResolver>();

  register(kind: MaterialOwnerKind, resolver: MaterialAccessResolver): void {
    if (this.resolvers.has(kind)) throw new Error(`a material access resolver for ${kind} is registered already`);
    this.resolvers.set(kind, resolver);
  }

  has(kind: MaterialOwnerKind): boolean {
    return this.resolvers.has(kind);
  }

  async mayRead(caller: RequestUser, material: Material): Promise<boolean> {
    const resolver = this.resolvers.get(material.ownerKind);
    return resolver ? resolver(caller, material) : false;
  }
}
