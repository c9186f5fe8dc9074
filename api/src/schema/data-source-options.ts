import { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from '../core/database/snake-naming.strategy';
import { MIGRATIONS } from '../migrations';
import { ENTITIES } from './entities';

export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsTransactionMode: 'each',
  };
}
