import { ApiProperty } from '@nestjs/swagger';
import type { Ref } from '#shared/tenant';

/** A named thing referenced from another response: a group, a domain. */
export class RefView implements Ref {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
}
