import { Button, Col, Divider, Flex, Form, Input, Row, Typography } from 'antd';
import { useMemo } from 'react';
import {
  PROFILE_MESSAGES as PM,
  PROFILE_PERSON_MAX_LENGTH,
  PROFILE_PHONE_MAX_LENGTH,
  PROFILE_PHONE_PATTERN,
  PROFILE_WEBSITE_MAX_LENGTH,
  PROFILE_WEBSITE_PATTERN,
  type ProfileFields,
  type ProfileView,
} from '#shared/profile';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MESSAGES } from '#shared/validation';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useUpdateProfileMutation } from '../api';
import type { ImageChange } from '../profile-body';
import { DESCRIPTION_TEXT as T } from '../text';
import { ImageField } from './image-field';
import { ProfileSummary } from './profile-summary';

interface DescriptionValues extends ProfileFields {
  avatarImage: ImageChange;
  backgroundImage: ImageChange;
}

const TEXT_FIELDS = ['contactPerson', 'contactEmail', 'contactPhone', 'contactWebsite', 'publicPerson'] as const;
const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const tooLong = (max: number) => ({ max, message: MESSAGES.tooLong(max) });

export interface DescriptionTabProps {
  tenantId: string;
  profile: ProfileView;
  /** `profile:update`: without it the tab shows the profile as it is. */
  editor: boolean;
}

/** The description tab: rich text, contact data and the two images with a preview of what is stored. */
export function DescriptionTab({ tenantId, profile, editor }: DescriptionTabProps) {
  const [form] = Form.useForm<DescriptionValues>();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const save = useFormMutation(form, update);
  const initial = useMemo<DescriptionValues>(
    () => ({
      description: profile.description,
      contactPerson: profile.contactPerson,
      contactEmail: profile.contactEmail,
      contactPhone: profile.contactPhone,
      contactWebsite: profile.contactWebsite,
      publicPerson: profile.publicPerson,
      avatarImage: undefined,
      backgroundImage: undefined,
    }),
    [profile],
  );

  if (!editor) return <ProfileSummary profile={profile} />;

  const submit = async (values: DescriptionValues) => {
    const fields: Partial<ProfileFields> = { description: values.description ?? '' };
    for (const key of TEXT_FIELDS) fields[key] = (values[key] ?? '').trim();
    const result = await save({ tenantId, fields, avatarImage: values.avatarImage, backgroundImage: values.backgroundImage });
    if (result.ok) {
      toast.success(T.saved);
      // The stored images are now the previews; nothing is pending any more.
      form.setFieldsValue({ avatarImage: undefined, backgroundImage: undefined });
    }
  };

  return (
    <Form<DescriptionValues>
      form={form}
      name="profile-description"
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={submit}
      disabled={isLoading}
      style={{ maxWidth: 860 }}
    >
      <Form.Item name="description" label={T.description}>
        <RichTextEditor aria-label={T.description} disabled={isLoading} />
      </Form.Item>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {T.contact}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="contactPerson" label={T.contactPerson} rules={[tooLong(PROFILE_PERSON_MAX_LENGTH)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="contactEmail"
            label={T.contactEmail}
            rules={[{ pattern: EMAIL_PATTERN, transform: trim, message: MESSAGES.emailInvalid }, tooLong(EMAIL_MAX_LENGTH)]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="contactPhone"
            label={T.contactPhone}
            rules={[{ pattern: PROFILE_PHONE_PATTERN, transform: trim, message: PM.phoneInvalid }, tooLong(PROFILE_PHONE_MAX_LENGTH)]}
          >
            <Input type="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="contactWebsite"
            label={T.contactWebsite}
            rules={[{ pattern: PROFILE_WEBSITE_PATTERN, transform: trim, message: PM.websiteInvalid }, tooLong(PROFILE_WEBSITE_MAX_LENGTH)]}
          >
            <Input type="url" autoComplete="off" placeholder="https://" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="publicPerson" label={T.publicPerson} rules={[tooLong(PROFILE_PERSON_MAX_LENGTH)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {T.images}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{T.imageTypes}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="avatarImage" label={T.avatarImage} extra={T.avatarHelp}>
            <ImageField current={profile.avatarImage?.url ?? null} label={T.avatarImage} shape="avatar" disabled={isLoading} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="backgroundImage" label={T.backgroundImage} extra={T.backgroundHelp}>
            <ImageField current={profile.backgroundImage?.url ?? null} label={T.backgroundImage} shape="wide" disabled={isLoading} />
          </Form.Item>
        </Col>
      </Row>
      <Divider style={{ margin: '8px 0 16px' }} />
      <Flex justify="end">
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {T.save}
        </Button>
      </Flex>
    </Form>
  );
}
