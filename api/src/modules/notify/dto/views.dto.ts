import { ApiProperty } from '@nestjs/swagger';
import { NOTIFICATION_KINDS } from '#shared/notify';
import type { KindChannels, MailChoice, MutedGroup, NotificationKind, NotificationSettings, SchoolHours, TimeWindow } from '#shared/notify';

export class KindChannelsView implements KindChannels {
  @ApiProperty({ description: 'In der Glocke zeigen' }) app: boolean;
  @ApiProperty({
    oneOf: [
      { type: 'string', enum: ['IMMEDIATE', 'DIGEST'] },
      { type: 'boolean', enum: [false] },
    ],
    description: 'IMMEDIATE: E-Mail nach der Wartezeit; DIGEST: in der täglichen Zusammenfassung; false: keine E-Mail',
  })
  mail: MailChoice;
  @ApiProperty({ description: 'Push aufs Gerät' }) push: boolean;
}

/** One property per kind, so the OpenAPI document names every kind. */
export class KindsView implements Record<NotificationKind, KindChannels> {
  @ApiProperty({ type: KindChannelsView }) PRIVATE_MESSAGE: KindChannelsView;
  @ApiProperty({ type: KindChannelsView }) MENTION: KindChannelsView;
  @ApiProperty({ type: KindChannelsView }) GROUP_NOTIFICATION: KindChannelsView;
  @ApiProperty({ type: KindChannelsView }) INVITATION: KindChannelsView;
  @ApiProperty({ type: KindChannelsView }) JOIN_REQUEST: KindChannelsView;
  @ApiProperty({ type: KindChannelsView }) TASK: KindChannelsView;
  @ApiProperty({ type: KindChannelsView }) REVIEW: KindChannelsView;
  @ApiProperty({ type: KindChannelsView }) REPORT: KindChannelsView;
  @ApiProperty({ type: KindChannelsView }) EVENT: KindChannelsView;
  @ApiProperty({ type: KindChannelsView }) SURVEY: KindChannelsView;
  @ApiProperty({ type: KindChannelsView }) TERM: KindChannelsView;
}

export class TimeWindowView implements TimeWindow {
  @ApiProperty({ example: '21:00', description: "'HH:mm' Europe/Berlin" }) from: string;
  @ApiProperty({ example: '07:00', description: "'HH:mm' Europe/Berlin; vor from: über Mitternacht" }) to: string;
}

export class SchoolHoursView extends TimeWindowView implements SchoolHours {
  @ApiProperty({ type: [Number], example: [1, 2, 3, 4, 5], description: 'ISO-Wochentage, 1 = Montag' }) days: number[];
}

export class MutedGroupView implements MutedGroup {
  @ApiProperty({ format: 'uuid' }) tenantId: string;
  @ApiProperty({ format: 'date-time' }) until: string;
}

export class NotificationSettingsView implements NotificationSettings {
  @ApiProperty({ type: KindsView, description: `Je Art (${NOTIFICATION_KINDS.join(', ')})` }) kinds: KindsView;
  @ApiProperty({ type: TimeWindowView, nullable: true }) quietHours: TimeWindowView | null;
  @ApiProperty({ type: SchoolHoursView, nullable: true }) schoolHours: SchoolHoursView | null;
  @ApiProperty({ type: [MutedGroupView] }) muted: MutedGroupView[];
}
