import { ApiProperty } from '@nestjs/swagger';

/** A named thing referenced from another response: a group, a domain. */
export class RefView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
}
