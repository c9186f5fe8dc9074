// A group's module switches as its views answer them: every integration, on or off (#shared/integrations).
import { ApiProperty } from '@nestjs/swagger';
import type { Integrations } from '#shared/integrations';

export class IntegrationsView implements Integrations {
  @ApiProperty({ description: 'SV-Profil' }) dashboard: boolean;
  @ApiProperty() calendar: boolean;
  @ApiProperty() survey: boolean;
  @ApiProperty() chat: boolean;
  @ApiProperty() budget: boolean;
  @ApiProperty() knowledge: boolean;
  @ApiProperty() event: boolean;
  @ApiProperty() project: boolean;
}
