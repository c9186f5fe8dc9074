import { Flex, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../../components/document-title';
import { StatusNotice } from '../../../../components/status-notice';
import { errorMessage, errorStatus } from '../../../../lib/api/errors';
import { useConfirmSurveyAnswerMutation } from '../../api';
import { PUBLIC_TEXT as T } from '../../text';

/**
 * /survey-confirm?token=… (issue 24 §4): the link of a PERSONAL answer given without login. The page sends
 * the token once with a POST (a link preview that fetches the page without running it confirms nothing)
 * and says in German whether the answer now counts.
 */
export function SurveyConfirmPage() {
  useDocumentTitle(T.confirmPageTitle);
  const [params] = useSearchParams();
  const token = params.get('token');
  const [confirm, result] = useConfirmSurveyAnswerMutation();
  // The link is single use: StrictMode's second effect run must not send it again.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void confirm({ token });
  }, [token, confirm]);

  let content;
  if (!token) {
    content = (
      <StatusNotice status="error" title={T.confirmFailed}>
        {T.confirmNoToken}
      </StatusNotice>
    );
  } else if (result.isSuccess) {
    content = <StatusNotice status="success" title={T.confirmed} />;
  } else if (result.isError) {
    const status = errorStatus(result.error);
    const message = status === 404 || status === 400 ? T.confirmFailed : errorMessage(result.error);
    content = <StatusNotice status={status === 409 ? 'info' : 'error'} title={message} />;
  } else {
    content = (
      <Flex vertical align="center" gap={16} style={{ padding: 24 }} role="status">
        <Spin />
        <span>{T.confirming}</span>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640, margin: '0 auto', width: '100%' }} data-testid="survey-confirm-page">
      <h1 className="plain-title" style={{ margin: 0 }}>
        {T.confirmPageTitle}
      </h1>
      {content}
    </Flex>
  );
}
