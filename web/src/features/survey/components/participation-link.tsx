import { Card, Flex, Typography } from 'antd';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { surveyTransactionPath } from '#shared/survey';
import { CopyButton } from '../../../components/copy-button';
import { EXECUTION_TEXT as T } from '../text';

/** The public link of the survey and its QR code, to show on a projector or send around. */
export function ParticipationLink({ surveyId }: { surveyId: string }) {
  const link = `${window.location.origin}${surveyTransactionPath(surveyId)}`;
  const [qr, setQr] = useState<string | null>(null);

  // The QR code is drawn by the qrcode library outside React (an outside system): its picture arrives async.
  useEffect(() => {
    let current = true;
    toDataURL(link, { margin: 2, width: 200, errorCorrectionLevel: 'M' })
      .then((url) => current && setQr(url))
      .catch(() => current && setQr(null));
    return () => {
      current = false;
    };
  }, [link]);

  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{T.link}</h2>}>
      <Flex gap={16} wrap align="center">
        {qr && (
          // The picture keeps its white margin in both themes: scanners need the contrast.
          <img src={qr} alt={T.qr} width={160} height={160} data-testid="survey-qr" />
        )}
        <Flex vertical gap={8} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography.Link href={link} target="_blank" rel="noopener" style={{ overflowWrap: 'anywhere' }} data-testid="survey-link">
            {link}
          </Typography.Link>
          <div>
            {/* Without clipboard access the link is still there to select. */}
            <CopyButton text={link}>{T.copy}</CopyButton>
          </div>
        </Flex>
      </Flex>
    </Card>
  );
}
