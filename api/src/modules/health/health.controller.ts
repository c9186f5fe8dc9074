import { Controller, Get, HttpCode, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import Redis from 'ioredis';
import { Public } from '../../common/auth/request-user';
import { DomainException } from '../../core/domain.exception';
import { REDIS } from '../../infrastructure/redis/redis.module';
import { HealthView, ReadinessView } from './dto/views.dto';
import { HealthRepository } from './health.repository';
import { ReadinessService } from './readiness.service';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly database: HealthRepository,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly readiness: ReadinessService,
  ) {}

  /** Liveness: only the process; a database outage must not make Kubernetes restart every pod. */
  @Get()
  @ApiOperation({ summary: 'Lebenszeichen des Prozesses' })
  @ApiOkResponse({ type: HealthView })
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @HttpCode(200)
  @ApiOperation({ summary: 'Bereit: Datenbank und Redis erreichbar, Schema aktuell, Prozess läuft nicht aus' })
  @ApiOkResponse({ type: ReadinessView })
  @ApiServiceUnavailableResponse({
    description: 'Datenbank oder Redis nicht erreichbar, Migrationen ausstehend oder Prozess fährt herunter',
  })
  async ready() {
    if (this.readiness.isDraining()) {
      throw new DomainException(503, 'NOT_READY', 'Der Dienst fährt gerade herunter.', [{ field: 'shutdown', message: 'draining' }]);
    }
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
    const pending = await this.readiness.pendingMigrations();
    if (pending.length) {
      throw new DomainException(503, 'NOT_READY', 'Die Datenbank wartet auf Migrationen (npm run migrate).', [
        { field: 'migrations', message: `pending: ${pending.join(', ')}` },
      ]);
    }
    return { status: 'ok', database, redis };
  }
}
