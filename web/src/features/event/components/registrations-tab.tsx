import { Card, Flex, Typography } from 'antd';
import { eventRegistrationPath, type EventView } from '#shared/event';
import { EventExportKind } from '#shared/event-export';
import { EXPORT_TEXT, PAGE_NAMES, PEOPLE_TEXT as T, SWITCH_TEXT, TAB_TEXT } from '../text';
import { CustomFieldsEditor } from './custom-fields-editor';
import { ExportButton } from './export-button';
import { PeopleTable } from './people-table';
import { PublicPageLink } from './public-page-link';
import { SwitchField } from './switch-field';

export interface TabProps {
  tenantId: string;
  event: EventView;
  editor: boolean;
}

const heading = (text: string) => <h2 style={{ margin: 0, fontSize: 16 }}>{text}</h2>;

/** Registrations tab: the switch and link of the public registration, the custom fields, and who registered. */
export function RegistrationsTab({ tenantId, event }: TabProps) {
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex gap={16} wrap align="center" justify="space-between">
          <SwitchField tenantId={tenantId} event={event} name="registration" label={SWITCH_TEXT.registration} />
          <PublicPageLink path={eventRegistrationPath(event._id)} label={PAGE_NAMES.registration} />
        </Flex>
      </Card>
      <CustomFieldsEditor tenantId={tenantId} event={event} />
      <Card size="small" title={heading(TAB_TEXT.registrations)}>
        <Typography.Paragraph type="secondary">{T.hidden}</Typography.Paragraph>
        <PeopleTable
          tenantId={tenantId}
          eventId={event._id}
          kind="registration"
          exports={() => (
            <ExportButton tenantId={tenantId} eventId={event._id} kind={EventExportKind.REGISTRATIONS}>
              {EXPORT_TEXT.csv}
            </ExportButton>
          )}
        />
      </Card>
    </Flex>
  );
}
