import { ApiProperty } from '@nestjs/swagger';

/** What every page of a list carries beside its items (`Page<T>` in common/paginate.ts). */
export class PageMeta {
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}
