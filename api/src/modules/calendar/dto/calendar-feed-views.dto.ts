import { ApiProperty } from '@nestjs/swagger';

/** The caller's own feed: the URL carries the entries their level may see as of each request. */
export class CalendarFeedView {
  @ApiProperty({ description: 'Ob die iCal-Links der Gruppe eingeschaltet sind' })
  active: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Persönlicher geheimer Abo-Link; null wenn ausgeschaltet oder ohne Mitgliedschaft',
  })
  url: string | null;
}
