import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { JwtStrategy } from '../../common/auth/jwt.strategy';
import { ConfigService } from '../../config/config';
import { deriveKey } from '../../infrastructure/crypto/keys';
import { AdminModule } from '../admin/admin.module';
import { TenantModule } from '../tenant/tenant.module';
import { AccountDeletionRepository } from './account-deletion.repository';
import { AccountDeletionService } from './account-deletion.service';
import { AccountEraser } from './account-eraser.service';
import { AccountSuspension } from './account-suspension.service';
import { AuthPublicController } from './auth-public.controller';
import { AuthService } from './auth.service';
import { PasswordHasher } from './password.hasher';
import { SessionSocketCloser } from './session-sockets.service';
import { SessionService } from './session.service';
import { UserAdminController } from './user-admin.controller';
import { UserAdminService } from './user-admin.service';
import { UserDirectoryService } from './user-directory.service';
import { UserTokenRepository } from './user-token.repository';
import { UserController } from './user.controller';
import { UserRepository } from './user.repository';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({ secret: deriveKey(config.get('jwtSecret'), 'access-token') }),
    }),
    TenantModule,
    AdminModule,
  ],
  controllers: [AuthPublicController, UserController, UserAdminController],
  providers: [
    AuthService,
    SessionService,
    UserDirectoryService,
    PasswordHasher,
    UserRepository,
    UserTokenRepository,
    SessionSocketCloser,
    JwtStrategy,
    AccountSuspension,
    UserAdminService,
    AccountDeletionRepository,
    AccountDeletionService,
    AccountEraser,
  ],
  exports: [UserRepository, PasswordHasher, JwtModule, SessionService, AccountSuspension],
})
export class AuthModule {}
