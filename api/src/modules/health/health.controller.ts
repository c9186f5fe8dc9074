import { Controller, Get, HttpCode, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import Redis from 'ioredis';
import { Public } from '../../common/auth/request-user';
import { DomainException } from '../../core/domain.exception';
import { REDIS } from '../../infrastructure/redis/redis.module';
import { HealthView, ReadinessView } from './dto/views.dto';
import { HealthRepository } from './health.repository';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly database: HealthRepository,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Lebenszeichen des Prozesses' })
  @ApiOkResponse({ type: HealthView })
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @HttpCode(200)
  @ApiOperation({ summary: 'Bereit: Datenbank und Redis erreichbar' })
  @ApiOkResponse({ type: ReadinessView })
  @ApiServiceUnavailableResponse({ description: 'Datenbank oder Redis nicht erreichbar' })
  async ready() {
    const [database, redis] = await Promise.all([
      this.database.ping().then(
        () => 'ok',
        () => 'down',
      ),
      this.redis.ping().then(
        () => 'ok',
        () => 'down',
      ),
    ]);
    if (database !== 'ok' || redis !== 'ok') {
      throw new DomainException(503, 'NOT_READY', 'Der Dienst ist gerade nicht bereit.', [
        { field: 'database', message: database },
        { field: 'redis', message: redis },
      ]);
    }
    return { status: 'ok', database, redis };
  }
}
