// Answers of the liveness and readiness probes (OpenAPI); a probe that fails answers 503 instead.
import { ApiProperty } from '@nestjs/swagger';

export class HealthView {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
}

export class ReadinessView extends HealthView {
  @ApiProperty({ enum: ['ok'] }) database: 'ok';
  @ApiProperty({ enum: ['ok'] }) redis: 'ok';
}
