import { ApiProperty } from '@nestjs/swagger';
import type { PushKey } from '#shared/push';

export class PushKeyView implements PushKey {
  @ApiProperty({ description: 'Öffentlicher VAPID-Schlüssel (base64url) für pushManager.subscribe' })
  publicKey: string;
}
