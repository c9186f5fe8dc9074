// Connection problems are logged for developers and never shown to the user (SPEC 8).
export const log = {
  info: (...args: unknown[]) => console.info('[plenum]', ...args),
  warn: (...args: unknown[]) => console.warn('[plenum]', ...args),
};
