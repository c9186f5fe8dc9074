import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { KindsView, MutedGroupView, SchoolHoursView, TimeWindowView } from './views.dto';

/**
 * The PUT body. Its shape (kinds keyed by kind, 'HH:mm' times, weekdays) is read by parseSettings with German
 * field errors; here the fields are only let through the whitelist. Fields left out keep their value.
 */
export class UpdateNotificationSettingsDto {
  @ApiPropertyOptional({ type: KindsView, description: 'Nur die genannten Arten ändern sich' })
  @Allow()
  kinds?: unknown;

  @ApiPropertyOptional({ type: TimeWindowView, nullable: true })
  @Allow()
  quietHours?: unknown;

  @ApiPropertyOptional({ type: SchoolHoursView, nullable: true })
  @Allow()
  schoolHours?: unknown;

  @ApiPropertyOptional({ type: [MutedGroupView] })
  @Allow()
  muted?: unknown;
}
