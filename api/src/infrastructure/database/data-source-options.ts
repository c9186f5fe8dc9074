import { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../migrations';
import { ENTITIES } from './entities';
import { SnakeNamingStrategy } from './snake-naming.strategy';

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
