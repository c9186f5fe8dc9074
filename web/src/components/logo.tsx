import type { ThemeMode } from '../lib/preferences';

const COLORS = {
  light: { mark: '#1d4ed8', glyph: '#ffffff', text: '#0f172a' },
  dark: { mark: '#8fb0ff', glyph: '#0b1533', text: '#f1f5f9' },
} as const;

interface LogoProps {
  mode: ThemeMode;
  /** Only the mark, for the collapsed sidebar. */
  compact?: boolean;
  height?: number;
}

/** The Plenum logo; the dark-mode version uses a light mark and light lettering. */
export function Logo({ mode, compact = false, height = 32 }: LogoProps) {
  const colors = COLORS[mode];
  const width = compact ? height : (height * 132) / 32;
  return (
    <svg
      role="img"
      aria-label="Plenum"
      data-logo={mode}
      width={width}
      height={height}
      viewBox={compact ? '0 0 32 32' : '0 0 132 32'}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="32" height="32" rx="7" fill={colors.mark} />
      <path
        d="M11 24V8h6.5a5 5 0 0 1 0 10H11"
        fill="none"
        stroke={colors.glyph}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {!compact && (
        <text
          x="40"
          y="23"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
          fontSize="20"
          fontWeight="700"
          fill={colors.text}
        >
          Plenum
        </text>
      )}
    </svg>
  );
}
