import { Typography } from 'antd';
import { ExportButton } from '../../../components/export-button';
import { useExportJob } from '../../../lib/use-export-job';
import { groupDataExportApi, groupDataExportFileUrl, useRequestGroupDataExportMutation } from '../data-export-api';
import { SETTINGS_TEXT } from '../text';

/** The group's content as one ZIP (e.g. before the group is deleted), for its admins. */
export function GroupDataExport({ tenantId }: { tenantId: string }) {
  const [request] = useRequestGroupDataExportMutation();
  const job = useExportJob({
    status: groupDataExportApi.endpoints.groupDataExport,
    owner: { tenantId },
    fileUrl: (exportId) => groupDataExportFileUrl(tenantId, exportId),
  });
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {SETTINGS_TEXT.dataExportTitle}
      </Typography.Title>
      <Typography.Paragraph>{SETTINGS_TEXT.dataExportIntro}</Typography.Paragraph>
      <ExportButton job={job} request={() => request({ tenantId }).unwrap()} runningText={SETTINGS_TEXT.dataExportRunning}>
        {SETTINGS_TEXT.dataExport}
      </ExportButton>
    </>
  );
}
