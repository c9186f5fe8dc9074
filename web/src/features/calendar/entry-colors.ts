// Entry colours: a few presets that carry white lettering at 4.5:1, and for any other hex colour the
// lettering (black or white) with the better contrast, so a chosen colour never makes a title unreadable.

import { CALENDAR_COLOURS } from '#shared/calendar';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHexColor = (value: unknown): value is string => typeof value === 'string' && HEX.test(value);

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** Relative luminance (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** White or black lettering, whichever reads better; one of them reaches 4.5:1 on any colour (#1677ff: black). */
export function textColorOn(background: string): string {
  if (!isHexColor(background)) return '#ffffff';
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';
}

/** The entry's colour when it is a valid hex colour, otherwise the default. */
export const entryColor = (color: string | null | undefined) => (isHexColor(color) ? color : CALENDAR_COLOURS[0]);
