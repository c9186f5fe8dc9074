import { Alert, Button, Card, Checkbox, Flex, Input, Select, Switch } from 'antd';
import { useState, type ReactNode } from 'react';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api/errors';
import { formatDateTime } from '../../../lib/dates';
import { KIND_LABELS, NOTIFICATION_KINDS, type NotificationKind } from '../../../lib/notification-kinds';
import { selectGroups } from '../../../lib/session/selectors';
import { useAppSelector } from '../../../lib/state';
import { useNotificationSettingsQuery, useUpdateNotificationSettingsMutation } from '../api';
import {
  mutedFor,
  settingsProblem,
  type KindChannels,
  type MailDelivery,
  type NotificationSettings,
  type TimeWindow,
} from '../notification-settings';
import { MAIL_LABELS, MUTE_DURATIONS, NOTIFICATION_SETTINGS_TEXT as T, WEEKDAYS } from '../text';

const DEFAULT_QUIET: TimeWindow = { from: '21:00', to: '07:00' };
const DEFAULT_SCHOOL = { from: '08:00', to: '13:00', days: [1, 2, 3, 4, 5] };

type Update = (change: (draft: NotificationSettings) => NotificationSettings) => void;

function KindRow({ kind, channels, update }: { kind: NotificationKind; channels: KindChannels; update: Update }) {
  const label = KIND_LABELS[kind].plural;
  const set = (patch: Partial<KindChannels>) =>
    update((draft) => ({ ...draft, kinds: { ...draft.kinds, [kind]: { ...draft.kinds[kind], ...patch } } }));
  return (
    <Flex wrap gap="4px 12px" align="center" className="notification-kind" data-testid={`notification-kind-${kind}`}>
      <span style={{ flex: '1 1 160px', fontWeight: 500 }}>{label}</span>
      <Flex gap={12} align="center" wrap>
        <Checkbox checked={channels.app} aria-label={T.appFor(label)} onChange={(event) => set({ app: event.target.checked })}>
          {T.app}
        </Checkbox>
        <Select<string>
          aria-label={T.mailFor(label)}
          style={{ width: 200 }}
          value={channels.mail === false ? 'OFF' : channels.mail}
          options={MAIL_LABELS}
          onChange={(value) => set({ mail: (value === 'OFF' ? false : value) as MailDelivery })}
        />
        <Checkbox checked={channels.push} aria-label={T.pushFor(label)} onChange={(event) => set({ push: event.target.checked })}>
          {T.push}
        </Checkbox>
      </Flex>
    </Flex>
  );
}

function TimeFields({ name, window, onChange }: { name: string; window: TimeWindow; onChange: (window: TimeWindow) => void }) {
  return (
    <Flex gap={8} wrap>
      <label>
        {T.from}{' '}
        <Input
          type="time"
          aria-label={`${name} ${T.from.toLowerCase()}`}
          style={{ width: 120 }}
          value={window.from}
          onChange={(event) => onChange({ ...window, from: event.target.value })}
        />
      </label>
      <label>
        {T.to}{' '}
        <Input
          type="time"
          aria-label={`${name} ${T.to.toLowerCase()}`}
          style={{ width: 120 }}
          value={window.to}
          onChange={(event) => onChange({ ...window, to: event.target.value })}
        />
      </label>
    </Flex>
  );
}

function Section({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  return (
    <section style={{ marginTop: 24 }}>
      <h3 style={{ fontSize: 15, margin: '0 0 4px' }}>{title}</h3>
      {help && (
        <p className="text-secondary" style={{ margin: '0 0 8px' }}>
          {help}
        </p>
      )}
      {children}
    </section>
  );
}

function QuietHours({ draft, update }: { draft: NotificationSettings; update: Update }) {
  const quiet = draft.quietHours;
  const school = draft.schoolHours;
  return (
    <>
      <Section title={T.quietHours} help={T.quietHoursHelp}>
        <Flex vertical gap={8}>
          <Switch
            aria-label={T.quietHours}
            checked={quiet !== null}
            onChange={(on) => update((d) => ({ ...d, quietHours: on ? DEFAULT_QUIET : null }))}
            style={{ alignSelf: 'flex-start' }}
          />
          {quiet && <TimeFields name={T.quietHours} window={quiet} onChange={(next) => update((d) => ({ ...d, quietHours: next }))} />}
        </Flex>
      </Section>
      <Section title={T.schoolHours} help={T.schoolHoursHelp}>
        <Flex vertical gap={8}>
          <Switch
            aria-label={T.schoolHours}
            checked={school !== null}
            onChange={(on) => update((d) => ({ ...d, schoolHours: on ? DEFAULT_SCHOOL : null }))}
            style={{ alignSelf: 'flex-start' }}
          />
          {school && (
            <>
              <TimeFields
                name={T.schoolHours}
                window={school}
                onChange={(next) => update((d) => ({ ...d, schoolHours: { ...school, ...next } }))}
              />
              <Checkbox.Group
                aria-label={T.days}
                value={school.days}
                options={WEEKDAYS.map((day) => ({ value: day.value, label: <span title={day.long}>{day.short}</span> }))}
                onChange={(days) => update((d) => ({ ...d, schoolHours: { ...school, days: [...days].sort() } }))}
              />
            </>
          )}
        </Flex>
      </Section>
    </>
  );
}

function MutedGroups({ draft, update }: { draft: NotificationSettings; update: Update }) {
  const groups = useAppSelector(selectGroups);
  const [groupId, setGroupId] = useState<string>();
  const [hours, setHours] = useState(MUTE_DURATIONS[2].hours);
  const nameOf = (tenantId: string) => groups.find((group) => group._id === tenantId)?.name ?? T.unknownGroup;
  const mutedIds = new Set(draft.muted.map((entry) => entry.tenantId));
  const choices = groups.filter((group) => !mutedIds.has(group._id)).map((group) => ({ value: group._id, label: group.name }));
  return (
    <Section title={T.muted} help={T.mutedHelp}>
      {draft.muted.length === 0 ? (
        <p className="text-secondary">{T.noneMuted}</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 8px' }} data-testid="muted-groups">
          {draft.muted.map((entry) => (
            <li key={entry.tenantId} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', padding: '2px 0' }}>
              <span>{T.mutedUntil(nameOf(entry.tenantId), formatDateTime(entry.until))}</span>
              <Button
                size="small"
                aria-label={T.unmute(nameOf(entry.tenantId))}
                onClick={() => update((d) => ({ ...d, muted: d.muted.filter((m) => m.tenantId !== entry.tenantId) }))}
              >
                {T.unmuteButton}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {choices.length > 0 && (
        <Flex gap={8} wrap>
          <Select<string>
            aria-label={T.muteGroup}
            placeholder={T.muteGroup}
            style={{ width: 220, maxWidth: '100%' }}
            value={groupId}
            options={choices}
            onChange={setGroupId}
          />
          <Select<number>
            aria-label={T.muteDuration}
            style={{ width: 130 }}
            value={hours}
            options={MUTE_DURATIONS.map((duration) => ({ value: duration.hours, label: duration.label }))}
            onChange={setHours}
          />
          <Button
            disabled={!groupId}
            onClick={() => {
              if (!groupId) return;
              update((d) => ({ ...d, muted: [...d.muted, mutedFor(groupId, hours)] }));
              setGroupId(undefined);
            }}
          >
            {T.mute}
          </Button>
        </Flex>
      )}
    </Section>
  );
}

function SettingsForm({ initial }: { initial: NotificationSettings }) {
  const [save, saving] = useUpdateNotificationSettingsMutation();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const update: Update = (change) => {
    setSaved(false);
    setProblem(null);
    setDraft(change);
  };
  const submit = async () => {
    const missing = settingsProblem(draft, { time: T.timeMissing, days: T.daysMissing });
    if (missing) return setProblem(missing);
    const result = await save(draft);
    if (result.error) return setProblem(errorMessage(result.error));
    setDraft(result.data);
    setSaved(true);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Flex vertical gap={10}>
        {NOTIFICATION_KINDS.map((kind) => (
          <KindRow key={kind} kind={kind} channels={draft.kinds[kind]} update={update} />
        ))}
      </Flex>
      <QuietHours draft={draft} update={update} />
      <MutedGroups draft={draft} update={update} />
      <Flex vertical gap={8} style={{ marginTop: 24 }}>
        {problem && <Alert type="error" showIcon title={problem} />}
        <Flex gap={12} align="center">
          <Button type="primary" htmlType="submit" loading={saving.isLoading}>
            {T.save}
          </Button>
          <span role="status">{saved ? T.saved : ''}</span>
        </Flex>
      </Flex>
    </form>
  );
}

/** 'Benachrichtigungen' in 'Mein Konto' (issue 25 §2): per kind app / mail / push, quiet and school hours, muted groups. */
export function NotificationSettingsCard() {
  const query = useNotificationSettingsQuery();
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{T.title}</h2>} data-testid="notification-settings">
      <p style={{ marginTop: 0 }}>{T.night}</p>
      <QueryState isLoading={query.isLoading} isError={query.isError} onRetry={query.refetch}>
        {query.data && <SettingsForm initial={query.data} />}
      </QueryState>
    </Card>
  );
}
