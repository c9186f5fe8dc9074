import { Global, Module } from '@nestjs/common';
import { ConfigService, loadConfig } from './config';

@Global()
@Module({
  providers: [{ provide: ConfigService, useFactory: () => new ConfigService(loadConfig()) }],
  exports: [ConfigService],
})
export class ConfigModule {}
