// Entry for the TypeORM CLI (migration:generate / migration:run) against the compiled output.
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/config';
import { dataSourceOptions } from './data-source-options';

export default new DataSource(dataSourceOptions(loadConfig().databaseUrl));
