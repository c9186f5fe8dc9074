import { ApiProperty } from '@nestjs/swagger';

/** The caller's own feed: the URL carries the entries their level may see. */
export class CalendarFeedView {
  @ApiProperty({ description: 'Ob die iCal-Links der Gruppe eingeschaltet sind' })
  active: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Geheimer Abo-Link für die eigene Rolle; null wenn ausgeschaltet' })
  url: string | null;
}
