// The one way a file enters or leaves Plenum (ARCHITECTURE 6): owners add the checked uploads of their
// request, keep or drop existing materials, and list them; downloads go through `open`, which asks the
// owning module who may see the file.
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { MaterialOwnerKind, MaterialView } from '#shared/files';
import type { RequestUser } from '../../common/auth/request-user';
import { afterCommit, afterRollback, Tx } from '../../core/database/transaction';
import { randomObjectKey } from '../../infrastructure/storage/object-storage';
import type { ObjectStorage, StoredObject } from '../../infrastructure/storage/object-storage';
import type { CheckedUpload } from './dto/checked-upload.dto';
import type { Material } from './entities/material.entity';
import { FilesErrors } from './files.errors';
import { materialView } from './files.views';
import { MaterialAccessRegistry } from './material-access.registry';
import { MaterialOwner, MaterialRepository } from './material.repository';
import { QuotaHolder, StorageQuotaService } from './storage-quota.service';

export const UPLOAD_STORAGE = Symbol('UPLOAD_STORAGE');

export type { MaterialOwner };

@Injectable()
export class MaterialService {
  private readonly logger = new Logger(MaterialService.name);

  constructor(
    private readonly materials: MaterialRepository,
    private readonly access: MaterialAccessRegistry,
    private readonly quota: StorageQuotaService,
    @Inject(UPLOAD_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  /**
   * Stores the files and their rows in the caller's transaction (from TransactionRunner.run). If the
   * transaction rolls back, the stored objects are removed again; a storage failure answers 503 and rolls
   * the whole unit of work back, so no owner is left half created. The files count against the owner's group
   * quota, or with `privateChat` against the uploader's own; a full quota answers 413 before anything is stored.
   */
  async add(
    tx: Tx,
    owner: MaterialOwner,
    uploaderId: string | null,
    files: readonly CheckedUpload[],
    { privateChat = false }: { privateChat?: boolean } = {},
  ): Promise<MaterialView[]> {
    if (files.length === 0) return [];
    if (privateChat && !uploaderId) throw new Error('a private chat file needs its uploader (whose quota it uses)');
    const holder: QuotaHolder =
      privateChat && uploaderId ? { kind: 'private', userId: uploaderId } : { kind: 'group', tenantId: owner.tenantId };
    await this.quota.reserve(tx, holder, totalSize(files));
    const added: MaterialView[] = [];
    for (const file of files) {
      const key = randomObjectKey();
      // Registered before the write: a put that fails halfway (S3 multipart, a full disk) is cleaned up too.
      afterRollback(tx, () => this.storage.delete(key));
      try {
        await this.storage.put(key, file.buffer, file.mimeType);
      } catch (err) {
        this.logger.error({ msg: 'storing an upload failed', key }, err instanceof Error ? err.stack : String(err));
        throw FilesErrors.storageUnavailable();
      }
      const row = await this.materials.create(
        owner,
        { name: file.name, size: file.size, mimeType: file.mimeType, storageKey: key, uploadedById: uploaderId, privateChat },
        tx,
      );
      added.push(materialView(row));
    }
    return added;
  }

  /** 413 when the files would not fit the uploader's private chat quota now (the check before a chat is opened). */
  async assertPrivateRoom(uploaderId: string, files: readonly CheckedUpload[]): Promise<void> {
    if (files.length > 0) await this.quota.assertRoom({ kind: 'private', userId: uploaderId }, totalSize(files));
  }

  /**
   * `keepIds` is the owner's `materials` field on update: every other material of the owner is deleted (the row
   * now, the object once the transaction commits). `undefined` (the field left out) keeps all. An id that is
   * not the owner's (another owner, another tenant, unknown) answers 400 before anything changes.
   */
  async keepOnly(tx: Tx, owner: MaterialOwner, keepIds: readonly string[] | undefined): Promise<void> {
    if (keepIds === undefined) return;
    const unique = [...new Set(keepIds)];
    if (unique.length > 0 && (await this.materials.countOwned(owner, unique, tx)) !== unique.length) {
      throw FilesErrors.foreignMaterial();
    }
    this.deleteObjectsAfterCommit(tx, await this.materials.deleteOfOwner(owner, unique, tx));
  }

  /** With the owner: its rows now, its objects after commit. */
  async removeAllOf(tx: Tx, owner: MaterialOwner): Promise<void> {
    this.deleteObjectsAfterCommit(tx, await this.materials.deleteOfOwner(owner, [], tx));
  }

  /** Every material of a tenant that is being deleted: rows now, objects after commit (minors' files must not linger). */
  async removeAllOfTenant(tx: Tx, tenantId: string): Promise<void> {
    this.deleteObjectsAfterCommit(tx, await this.materials.deleteOfTenant(tenantId, tx));
  }

  /** Owners in several tenants going at once (a deleted account's private chats): rows now, objects after commit. */
  async removeAllOfOwners(tx: Tx, kind: MaterialOwnerKind, ownerIds: readonly string[]): Promise<void> {
    this.deleteObjectsAfterCommit(tx, await this.materials.deleteOfOwners(kind, [...ownerIds], tx));
  }

  async listOf(owner: MaterialOwner, tx?: Tx): Promise<MaterialView[]> {
    return (await this.materials.listOf(owner, tx)).map(materialView);
  }

  /** The materials of a page of owners in one query; every requested owner has an entry (maybe empty). */
  async listOfMany(tenantId: string, kind: MaterialOwnerKind, ownerIds: readonly string[]): Promise<Map<string, MaterialView[]>> {
    const byOwner = new Map<string, MaterialView[]>(ownerIds.map((id) => [id, []]));
    for (const row of await this.materials.listOfMany(tenantId, kind, [...new Set(ownerIds)])) {
      byOwner.get(row.ownerId)?.push(materialView(row));
    }
    return byOwner;
  }

  /** The file for `caller`, or 404 when it does not exist or the owning module says they may not see it. */
  async open(caller: RequestUser, materialId: string): Promise<{ material: Material; file: StoredObject }> {
    const material = await this.materials.findForDownload(materialId);
    if (!material || !(await this.access.mayRead(caller, material))) throw FilesErrors.materialNotFound();
    return this.openStored(material);
  }

  /**
   * For a module's public download route (no login, e.g. an event's programme): the file only when it
   * belongs to `owner` and `mayServe` (the module's own rule) says yes; 404 otherwise.
   */
  async openOwned(
    owner: MaterialOwner,
    materialId: string,
    mayServe: (material: Material) => boolean,
  ): Promise<{ material: Material; file: StoredObject }> {
    const material = await this.materials.findForDownload(materialId);
    const owned =
      material && material.tenantId === owner.tenantId && material.ownerKind === owner.kind && material.ownerId === owner.ownerId;
    if (!material || !owned || !mayServe(material)) throw FilesErrors.materialNotFound();
    return this.openStored(material);
  }

  private async openStored(material: Material): Promise<{ material: Material; file: StoredObject }> {
    let file: StoredObject | null;
    try {
      file = await this.storage.open(material.storageKey);
    } catch (err) {
      this.logger.error({ msg: 'reading an upload failed', key: material.storageKey }, err instanceof Error ? err.stack : String(err));
      throw FilesErrors.downloadUnavailable();
    }
    if (!file) throw FilesErrors.materialNotFound();
    return { material, file };
  }

  private deleteObjectsAfterCommit(tx: Tx, keys: string[]): void {
    // A failed delete leaves an orphan object nobody can reach (no row points at it); it is logged by the runner.
    for (const key of keys) afterCommit(tx, () => this.storage.delete(key));
  }
}

function totalSize(files: readonly CheckedUpload[]): number {
  return files.reduce((sum, file) => sum + file.size, 0);
}
