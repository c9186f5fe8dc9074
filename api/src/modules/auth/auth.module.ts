import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ConfigService } from '../../config/config';
import { JwtStrategy } from '../../common/auth/jwt.strategy';
import { TenantModule } from '../tenant/tenant.module';
import { AuthPublicController } from './auth-public.controller';
import { AuthService } from './auth.service';
import { PasswordHasher } from './password.hasher';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';
import { UserController } from './user.controller';
import { UserDirectoryService } from './user-directory.service';
import { UserTokenRepository } from './user-token.repository';
import { UserRepository } from './user.repository';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({ secret: config.get('jwtSecret') }),
    }),
    TenantModule,
  ],
  controllers: [AuthPublicController, UserController],
  providers: [
    AuthService, SessionService, UserDirectoryService, PasswordHasher,
    UserRepository, SessionRepository, UserTokenRepository,
    JwtStrategy,
  ],
  exports: [UserRepository, PasswordHasher, JwtModule],
})
export class AuthModule {}
