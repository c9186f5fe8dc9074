import type { ReactNode } from 'react';
import type { SurveyExportKind } from '#shared/survey-export';
import { ExportButton } from '../../../components/export-button';
import { useExportJob } from '../../../lib/use-export-job';
import { surveyApi, surveyExportFileUrl, useRequestSurveyExportMutation } from '../api';
import { EXECUTION_TEXT as T } from '../text';

export interface SurveyExportButtonProps {
  tenantId: string;
  surveyId: string;
  kind: SurveyExportKind;
  children: ReactNode;
  disabled?: boolean;
}

/** One export of a survey (codes PDF, results CSV) with its job's progress. */
export function SurveyExportButton({ tenantId, surveyId, kind, children, disabled }: SurveyExportButtonProps) {
  const [request] = useRequestSurveyExportMutation();
  const job = useExportJob({
    status: surveyApi.endpoints.surveyExport,
    owner: { tenantId, surveyId },
    fileUrl: (exportId) => surveyExportFileUrl(tenantId, surveyId, exportId),
  });
  return (
    <ExportButton
      job={job}
      request={() => request({ tenantId, surveyId, kind }).unwrap()}
      runningText={T.exportRunning}
      disabled={disabled}
    >
      {children}
    </ExportButton>
  );
}
