import { Global, Module } from '@nestjs/common';
import { AccountErasureRegistry } from './account-erasure.registry';
import { IdentityRepository } from './identity.repository';
import { SessionRepository } from './session.repository';

/**
 * The identity kernel's providers, global: the JWT strategy, the socket gateway and the queue dashboards
 * (which bull-board builds in a module of its own) all check sessions with the same injected repository.
 */
@Global()
@Module({
  providers: [SessionRepository, IdentityRepository, AccountErasureRegistry],
  exports: [SessionRepository, IdentityRepository, AccountErasureRegistry],
})
export class IdentityModule {}
