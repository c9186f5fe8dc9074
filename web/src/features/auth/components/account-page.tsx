import { Card, Col, Descriptions, Row } from 'antd';
import { platformLevelLabel } from '#shared/levels';
import { Page } from '../../../components/page';
import { selectUser } from '../../../lib/session/selectors';
import { useAppSelector } from '../../../lib/state';
import { ACCOUNT_TEXT } from '../text';
import { AccountDeletionCard } from './account-deletion-card';
import { ChangePasswordForm } from './change-password-form';
import { ContactForm } from './contact-form';
import { DataExportCard } from './data-export-card';
import { NotificationSettingsCard } from './notification-settings-card';
import { PushCard } from './push-card';

export function AccountPage() {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <Page title={ACCOUNT_TEXT.title}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{ACCOUNT_TEXT.personal}</h2>}>
            <Descriptions
              column={1}
              size="small"
              style={{ marginBottom: 16 }}
              items={[
                { key: 'mail', label: ACCOUNT_TEXT.mail, children: user.mail },
                { key: 'level', label: ACCOUNT_TEXT.level, children: platformLevelLabel(user.permissionLevel) },
              ]}
            />
            <ContactForm contact={user.contact} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{ACCOUNT_TEXT.password}</h2>}>
            <ChangePasswordForm />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <DataExportCard />
          <PushCard />
          <AccountDeletionCard deletionAt={user.deletionAt} />
        </Col>
        <Col xs={24}>
          <NotificationSettingsCard />
        </Col>
      </Row>
    </Page>
  );
}
