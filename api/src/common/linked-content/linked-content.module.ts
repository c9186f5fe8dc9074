import { Global, Module } from '@nestjs/common';
import { LinkedContentRegistry } from './linked-content.registry';

/** Global: every module that owns linkable content injects the registry to register its source. */
@Global()
@Module({ providers: [LinkedContentRegistry], exports: [LinkedContentRegistry] })
export class LinkedContentModule {}
