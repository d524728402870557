/** Our own line icons, 24×24, drawn with currentColor. Content records name them. */
const iconPaths = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  shield: 'M12 3l7 3v5.5c0 4.4-3 8.2-7 9.5-4-1.3-7-5.1-7-9.5V6l7-3z M9 12l2 2 4-4',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18z M12 7v5l3.5 2',
  handshake: 'M3 12l4-4 4 2 3-2 4 1 3 3-6 6-3-2-3 2-6-6z M10 14l2 1.5',
  chip: 'M7 7h10v10H7z M10 10h4v4h-4z M9 3v4 M15 3v4 M9 17v4 M15 17v4 M3 9h4 M3 15h4 M17 9h4 M17 15h4',
  heartPulse: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z M6 12h3l1.5-3 2 5 1.5-2h3',
  microscope: 'M9 3h4l-1 8H10L9 3z M11 11v3 M6 21h12 M8 21a6 6 0 016-9 M14 17a3 3 0 003-3',
  activity: 'M3 12h4l3-8 4 16 3-8h4',
  stethoscope: 'M6 3v6a4 4 0 008 0V3 M10 13v3a5 5 0 0010 0v-2 M20 11a2 2 0 100 4 2 2 0 000-4z',
  clipboard: 'M9 4h6v3H9z M7 5H5v16h14V5h-2 M9 12l2 2 4-4',
  factory: 'M3 21V10l6 4V10l6 4V6l6 3v12H3z M7 17h2 M12 17h2 M17 17h2',
  users: 'M9 11a4 4 0 100-8 4 4 0 000 8z M2 21a7 7 0 0114 0 M16 3.5a4 4 0 010 7.5 M18 14a6 6 0 014 7',
  target: 'M12 3a9 9 0 100 18 9 9 0 000-18z M12 8a4 4 0 100 8 4 4 0 000-8z M12 11.5v1',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z M12 9a3 3 0 100 6 3 3 0 000-6z',
  award: 'M12 3a6 6 0 100 12 6 6 0 000-12z M8.5 14L7 21l5-3 5 3-1.5-7',
  lightbulb: 'M9 18h6 M10 21h4 M12 3a6 6 0 00-3.5 10.9V16h7v-2.1A6 6 0 0012 3z',
  scale: 'M12 3v18 M5 21h14 M4 8h16 M7 8l-3 6h6L7 8z M17 8l-3 6h6l-3-6z',
  gem: 'M6 3h12l3 6-9 12L3 9l3-6z M3 9h18 M12 21L8 9l4-6 4 6-4 12',
  truck: 'M2 6h12v10H2z M14 10h4l3 3v3h-7 M6 19a2 2 0 100-4 2 2 0 000 4z M17 19a2 2 0 100-4 2 2 0 000 4z',
  lock: 'M6 11h12v10H6z M8 11V8a4 4 0 018 0v3',
  arrowLeft: 'M19 12H5 M11 6l-6 6 6 6',
  arrowRight: 'M5 12h14 M13 6l6 6-6 6',
  play: 'M8 5v14l11-7L8 5z',
  document: 'M6 3h9l4 4v14H6z M14 3v5h5 M9 13h7 M9 17h7',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
  mail: 'M3 5h18v14H3z M3 6l9 7 9-7',
  mapPin: 'M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11z M12 7.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5z',
  alert: 'M12 3l10 18H2L12 3z M12 10v5 M12 17.5v.5',
  refresh: 'M20 11a8 8 0 10-2.3 6.3 M20 4v7h-7',
} as const;

export type IconName = keyof typeof iconPaths;

export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
