import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConfigService } from '../config/config';
import { PreparedQueries } from '../core/database/prepared-query';
import { TransactionRunner } from '../core/database/transaction';
import { dataSourceOptions } from './data-source-options';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({ ...dataSourceOptions(config.get('databaseUrl')), migrationsRun: false }),
    }),
  ],
  providers: [
    TransactionRunner,
    {
      provide: PreparedQueries,
      inject: [DataSource, ConfigService],
      useFactory: (dataSource: DataSource, config: ConfigService) =>
        new PreparedQueries(dataSource, config.get('databasePreparedStatements')),
    },
  ],
  exports: [TransactionRunner, PreparedQueries],
})
export class DatabaseModule {}
