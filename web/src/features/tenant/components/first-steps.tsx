import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Permission } from '#shared/permissions';
import { useAccess } from '../../../lib/access';
import { paths } from '../../../lib/paths';
import { FIRST_STEPS_TEXT } from '../text';

interface Step {
  permission: Permission;
  to: string;
  label: string;
  text: string;
}

// Only pages that exist today; a step shows only to those whose permission the page would accept anyway.
const STEPS: Step[] = [
  { permission: 'member:administration', to: paths.sv.members, label: FIRST_STEPS_TEXT.invite, text: FIRST_STEPS_TEXT.inviteText },
  { permission: 'tenant:administration', to: paths.sv.settings, label: FIRST_STEPS_TEXT.modules, text: FIRST_STEPS_TEXT.modulesText },
  { permission: 'calendar:create', to: paths.sv.calendar, label: FIRST_STEPS_TEXT.calendar, text: FIRST_STEPS_TEXT.calendarText },
];

// Setting a group up is the administrators' job; ordinary members see the plain empty note instead.
const SETUP_PERMISSIONS: Permission[] = ['member:administration', 'tenant:administration'];

/** Issue 11: a new group's dashboard guides whoever sets the group up; null for everyone else. */
export function FirstSteps() {
  const access = useAccess();
  if (!SETUP_PERMISSIONS.some((permission) => access.can(permission))) return null;
  const steps = STEPS.filter((step) => access.can(step.permission));
  return (
    <Card
      size="small"
      data-testid="first-steps"
      style={{ marginBottom: 16 }}
      title={
        <h2 className="plain-subtitle" style={{ margin: 0, fontSize: 16 }}>
          {FIRST_STEPS_TEXT.title}
        </h2>
      }
    >
      <Typography.Paragraph>{FIRST_STEPS_TEXT.intro}</Typography.Paragraph>
      <ol style={{ margin: 0, paddingInlineStart: 20 }}>
        {steps.map((step) => (
          <li key={step.to} style={{ marginBottom: 8 }}>
            <Flex vertical>
              <Link to={step.to}>{step.label}</Link>
              <Typography.Text type="secondary">{step.text}</Typography.Text>
            </Flex>
          </li>
        ))}
      </ol>
    </Card>
  );
}
