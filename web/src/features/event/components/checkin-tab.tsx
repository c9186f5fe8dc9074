import { Card, Flex, Typography } from 'antd';
import { eventCheckinPath, eventProgramPath, eventRegistrationPath } from '#shared/event';
import { EventExportKind } from '#shared/event-export';
import { EXPORT_TEXT as E, PAGE_NAMES, SWITCH_TEXT as S, TAB_TEXT } from '../text';
import { DoorCodeField } from './door-code-field';
import { ExportButton } from './export-button';
import { PeopleTable } from './people-table';
import { PublicPageLink } from './public-page-link';
import type { TabProps } from './registrations-tab';
import { SwitchField } from './switch-field';

const heading = (text: string) => <h2 style={{ margin: 0, fontSize: 16 }}>{text}</h2>;

/**
 * Check-in tab: the three public switches, the QR codes to print for the hall, who checked in and when, and
 * the attendance certificates (all at once, or one per person).
 */
export function CheckinTab({ tenantId, event }: TabProps) {
  const name = (first: string, last: string) => `${first} ${last}`;
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={heading(S.title)}>
        <Flex vertical gap={12}>
          <Flex gap={16} wrap align="center" justify="space-between">
            <SwitchField tenantId={tenantId} event={event} name="checkin" label={S.checkin} />
            <PublicPageLink path={eventCheckinPath(event._id)} label={PAGE_NAMES.checkin} />
          </Flex>
          <DoorCodeField key={event.doorCode ?? ''} tenantId={tenantId} event={event} />
          <Flex gap={16} wrap align="center" justify="space-between">
            <SwitchField tenantId={tenantId} event={event} name="registration" label={S.registration} />
            <PublicPageLink path={eventRegistrationPath(event._id)} label={PAGE_NAMES.registration} />
          </Flex>
          <Flex gap={16} wrap align="center" justify="space-between">
            <SwitchField tenantId={tenantId} event={event} name="program" label={S.program} />
            <PublicPageLink path={eventProgramPath(event._id)} label={PAGE_NAMES.program} />
          </Flex>
          <Flex gap={12} wrap align="flex-start">
            <ExportButton tenantId={tenantId} eventId={event._id} kind={EventExportKind.QR_CODES}>
              {E.qr}
            </ExportButton>
            <Typography.Text type="secondary" style={{ flex: '1 1 240px', paddingTop: 5 }}>
              {E.qrHelp}
            </Typography.Text>
          </Flex>
        </Flex>
      </Card>
      <Card size="small" title={heading(TAB_TEXT.checkin)}>
        <PeopleTable
          tenantId={tenantId}
          eventId={event._id}
          kind="attendee"
          exports={() => (
            <>
              <ExportButton tenantId={tenantId} eventId={event._id} kind={EventExportKind.ATTENDEES}>
                {E.csv}
              </ExportButton>
              <ExportButton tenantId={tenantId} eventId={event._id} kind={EventExportKind.CERTIFICATES}>
                {E.certificates}
              </ExportButton>
            </>
          )}
          rowActions={(person) => (
            <ExportButton
              tenantId={tenantId}
              eventId={event._id}
              kind={EventExportKind.CERTIFICATES}
              attendeeId={person._id}
              size="small"
              aria-label={E.certificateFor(name(person.firstName, person.lastName))}
            >
              {E.certificateShort}
            </ExportButton>
          )}
        />
      </Card>
    </Flex>
  );
}
