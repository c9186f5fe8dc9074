import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { ConfigService } from '../../config/config';
import { RealtimeGateway } from './realtime.gateway';

@Module({
  imports: [JwtModule.registerAsync({ inject: [ConfigService], useFactory: (c: ConfigService) => ({ secret: c.get('jwtSecret') }) })],
  providers: [RealtimeGateway],
})
export class RealtimeModule {}
