import { JoinColumn, ManyToOne } from 'typeorm';
import type { ObjectType, RelationOptions } from 'typeorm';

type OnDelete = NonNullable<RelationOptions['onDelete']>;

/**
 * Declares a foreign key the migrations created, on the plain `xxxId` column the entity already maps, so the
 * schema builder (and `npm run migration:generate`) sees it and proposes nothing. Put it on a relation
 * property that stays unloaded: services keep reading and writing the id column; nothing joins the target
 * unless a query asks for the relation by name.
 */
export function ForeignKey<T>(target: () => ObjectType<T>, column: string, constraintName: string, onDelete: OnDelete): PropertyDecorator {
  const relation = ManyToOne(target, { createForeignKeyConstraints: true, onDelete, lazy: false, eager: false });
  const join = JoinColumn({ name: column, foreignKeyConstraintName: constraintName });
  return (prototype, property) => {
    relation(prototype, property);
    join(prototype, property);
  };
}
