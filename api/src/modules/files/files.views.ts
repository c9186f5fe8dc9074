import type { MaterialView } from '#shared/files';
import type { Material } from './entities/material.entity';

export function materialView(row: Pick<Material, '_id' | 'name' | 'size' | 'mimeType'>): MaterialView {
  return { _id: row._id, name: row.name, size: row.size, mimeType: row.mimeType };
}
