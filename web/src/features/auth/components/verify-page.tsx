import { skipToken } from '@reduxjs/toolkit/query';
import { Flex, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES } from '#shared/validation';
import { LinkButton } from '../../../components/link-button';
import { StatusNotice } from '../../../components/status-notice';
import { errorCode } from '../../../lib/api/errors';
import { paths } from '../../../lib/paths';
import { selectAuthStatus } from '../../../lib/session/selectors';
import { useAppSelector } from '../../../lib/state';
import { useVerifyQuery } from '../api';
import { SUPPORT_WORD, VERIFY_TEXT } from '../text';
import { AuthHeading } from './auth-heading';
import { WithSupportLink } from './support-link';

export function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { isSuccess, isError, error } = useVerifyQuery(token ?? skipToken);
  const loggedIn = useAppSelector(selectAuthStatus) === 'authenticated';

  const onwards = (
    <LinkButton type="primary" to={loggedIn ? paths.home : paths.auth.login}>
      {loggedIn ? VERIFY_TEXT.toHome : VERIFY_TEXT.toLogin}
    </LinkButton>
  );

  let content;
  if (isError && errorCode(error) === 'ALREADY_VERIFIED') {
    content = (
      <StatusNotice status="info" title={VERIFY_TEXT.alreadyTitle} extra={onwards}>
        {VERIFY_TEXT.alreadyText}
      </StatusNotice>
    );
  } else if (!token || isError) {
    // Not a dead end: logging in with an unconfirmed address sends a fresh link.
    content = (
      <StatusNotice status="error" title={<WithSupportLink text={MESSAGES.verifyFailed} word={SUPPORT_WORD} />} extra={onwards}>
        {loggedIn ? undefined : VERIFY_TEXT.failedText}
      </StatusNotice>
    );
  } else if (isSuccess) {
    content = (
      <StatusNotice status="success" title={VERIFY_TEXT.doneTitle} extra={onwards}>
        {VERIFY_TEXT.doneText}
      </StatusNotice>
    );
  } else {
    content = (
      <Flex vertical align="center" gap={16} style={{ padding: 24 }} role="status">
        <Spin />
        <span>{VERIFY_TEXT.pending}</span>
      </Flex>
    );
  }

  return (
    <>
      <AuthHeading title={VERIFY_TEXT.title} />
      {content}
    </>
  );
}
