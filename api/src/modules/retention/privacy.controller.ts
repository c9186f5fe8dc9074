import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/request-user';
import { PrivacyPolicyView } from './dto/views.dto';
import { RetentionService } from './retention.service';
import { privacyView } from './retention.views';

/** Issue 26 §3: the privacy page's table, from the rules themselves so that the page cannot drift. */
@ApiTags('tenant: public')
@Public()
@Controller('tenant/public/privacy')
export class PrivacyController {
  constructor(private readonly retention: RetentionService) {}

  @Get()
  @ApiOperation({ summary: 'Datenkategorien, ihre Aufbewahrungsdauer und die Rechte der Betroffenen' })
  @ApiOkResponse({ type: PrivacyPolicyView })
  async privacy() {
    return privacyView(await this.retention.rules());
  }
}
