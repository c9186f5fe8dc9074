import { ApiProperty } from '@nestjs/swagger';
import type { Page } from '#shared/page';

/** What every page of a list carries beside its items (`Page<T>` in common/paginate.ts). */
export class PageMeta implements Omit<Page<unknown>, 'items'> {
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}
