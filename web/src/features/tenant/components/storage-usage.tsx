import { Progress, Typography } from 'antd';
import { QueryState } from '../../../components/query-state';
import { formatFileSize } from '../../../components/upload/file-check';
import { useTenantStorageQuery } from '../storage-api';

export const STORAGE_TEXT = {
  tab: 'Speicherplatz',
  intro:
    'Alle Dateien der Gruppe zählen hier zusammen: Anhänge, Bilder, Belege und Materialien. Ist der Speicherplatz voll, ' +
    'können erst wieder Dateien hochgeladen werden, wenn andere gelöscht sind. Dateien in privaten Nachrichten zählen nicht mit.',
  used: (used: string, quota: string) => `${used} von ${quota} belegt`,
  label: 'Belegter Speicherplatz',
  almostFull: 'Der Speicherplatz ist fast voll. Lösche Dateien, die nicht mehr gebraucht werden.',
} as const;

/** How much of its quota a group's files take, for its administrators (the server answers 403 to others). */
export function StorageUsage({ tenantId }: { tenantId: string }) {
  // Uploads anywhere in the group change the figure: ask again whenever the tab is opened.
  const { currentData: usage, isFetching, isError, refetch } = useTenantStorageQuery(tenantId, { refetchOnMountOrArgChange: true });
  const percent = usage && usage.quotaBytes > 0 ? Math.min(100, (usage.usedBytes / usage.quotaBytes) * 100) : 0;
  return (
    <QueryState isLoading={!usage && isFetching} isError={isError} onRetry={refetch}>
      {usage && (
        <div style={{ maxWidth: 520 }}>
          <Typography.Paragraph>{STORAGE_TEXT.intro}</Typography.Paragraph>
          <Progress
            percent={Math.round(percent * 10) / 10}
            status={percent >= 100 ? 'exception' : 'normal'}
            strokeColor={percent >= 90 && percent < 100 ? '#faad14' : undefined}
            aria-label={STORAGE_TEXT.label}
          />
          <Typography.Text>{STORAGE_TEXT.used(formatFileSize(usage.usedBytes), formatFileSize(usage.quotaBytes))}</Typography.Text>
          {percent >= 90 && (
            <Typography.Paragraph type="warning" style={{ marginTop: 8 }}>
              {STORAGE_TEXT.almostFull}
            </Typography.Paragraph>
          )}
        </div>
      )}
    </QueryState>
  );
}
