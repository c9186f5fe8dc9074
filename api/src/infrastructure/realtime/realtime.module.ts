import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { ConfigService } from '../../config/config';
import { deriveKey } from '../crypto/keys';
import { RealtimeGateway } from './realtime.gateway';

@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (c: ConfigService) => ({ secret: deriveKey(c.get('jwtSecret'), 'access-token') }),
    }),
  ],
  providers: [RealtimeGateway],
})
export class RealtimeModule {}
