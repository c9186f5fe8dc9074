import { DEFAULT_SCHOOL_HOURS, NOTIFY_MESSAGES } from '#shared/notify';
import { defaultSettings, digestInstant, inWindow, isMuted, isQuiet, parseSettings, withDefaults } from './notification-settings.rules';

const at = (iso: string) => new Date(iso);
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

describe('notification settings rules', () => {
  it('treats a window whose start is after its end as wrapping past midnight, the end excluded', () => {
    const night = { from: '21:00', to: '07:00' };
    expect(['21:00', '23:59', '00:00', '06:59'].map((t) => inWindow(night, minutes(t)))).toEqual([true, true, true, true]);
    expect(['07:00', '12:00', '20:59'].map((t) => inWindow(night, minutes(t)))).toEqual([false, false, false]);
    expect(inWindow({ from: '08:00', to: '13:00' }, minutes('12:59'))).toBe(true);
    expect(inWindow({ from: '08:00', to: '08:00' }, minutes('08:00'))).toBe(false);
  });

  it('keeps quiet in Berlin time: the global window, and school hours on school days for pupils only', () => {
    const global = { from: '21:00', to: '07:00' };
    const pupil = defaultSettings(true);
    const teacher = defaultSettings(false);
    // 2030-01-07 is a Monday, Berlin UTC+1; 2030-07-08 a Monday in summer, UTC+2.
    expect(isQuiet(at('2030-01-07T20:30:00Z'), global, teacher)).toBe(true);
    expect(isQuiet(at('2030-07-08T19:30:00Z'), global, teacher)).toBe(true);
    expect(isQuiet(at('2030-07-08T18:30:00Z'), global, teacher)).toBe(false);
    expect(isQuiet(at('2030-01-07T09:00:00Z'), global, pupil)).toBe(true);
    expect(isQuiet(at('2030-01-07T09:00:00Z'), global, teacher)).toBe(false);
    expect(isQuiet(at('2030-01-12T09:00:00Z'), global, pupil)).toBe(false);
    expect(isQuiet(at('2030-01-07T03:00:00Z'), null, teacher)).toBe(false);
    expect(isQuiet(at('2030-01-07T14:00:00Z'), null, { ...teacher, quietHours: { from: '15:00', to: '16:00' } })).toBe(true);
  });

  it('finds today’s digest instant across the time change', () => {
    expect(digestInstant(at('2030-01-07T10:00:00Z'), '17:00').toISOString()).toBe('2030-01-07T16:00:00.000Z');
    expect(digestInstant(at('2030-07-08T10:00:00Z'), '17:00').toISOString()).toBe('2030-07-08T15:00:00.000Z');
    // 23:30 UTC is already the next day in Berlin.
    expect(digestInstant(at('2030-01-07T23:30:00Z'), '17:00').toISOString()).toBe('2030-01-08T16:00:00.000Z');
  });

  it('mutes a group only until its time', () => {
    const settings = { ...defaultSettings(false), muted: [{ tenantId: 'g1', until: '2030-01-07T12:00:00.000Z' }] };
    expect(isMuted(settings, 'g1', at('2030-01-07T11:59:00Z'))).toBe(true);
    expect(isMuted(settings, 'g1', at('2030-01-07T12:00:00Z'))).toBe(false);
    expect(isMuted(settings, 'g2', at('2030-01-07T11:00:00Z'))).toBe(false);
    expect(isMuted(settings, null, at('2030-01-07T11:00:00Z'))).toBe(false);
  });

  it('reads a partial body over the current settings and names every wrong field in German', () => {
    const current = withDefaults(null, true);
    expect(current.schoolHours).toEqual(DEFAULT_SCHOOL_HOURS);
    const ok = parseSettings({ kinds: { EVENT: { app: false, mail: false, push: true } }, schoolHours: null }, current);
    expect(ok).toEqual({ ok: true, settings: expect.objectContaining({ schoolHours: null, quietHours: null }) });
    if (ok.ok) expect(ok.settings.kinds.EVENT).toEqual({ app: false, mail: false, push: true });
    if (ok.ok) expect(ok.settings.kinds.MENTION).toEqual({ app: true, mail: 'IMMEDIATE', push: true });

    const bad = parseSettings({ kinds: { X: {} }, quietHours: { from: '25:00', to: '07:00' }, muted: 'alle' }, current);
    expect(bad).toEqual({
      ok: false,
      problems: [
        { field: 'kinds.X', message: NOTIFY_MESSAGES.kindUnknown('X') },
        { field: 'quietHours', message: NOTIFY_MESSAGES.timeInvalid },
        { field: 'muted', message: NOTIFY_MESSAGES.mutedInvalid },
      ],
    });
    expect(parseSettings([], current)).toMatchObject({ ok: false });
  });
});
