/** Our mark: a redbud blossom on a circuit pad. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#0b2545" />
      <path d="M8 30h8M24 30h8M20 30v-4" stroke="#7fa7d1" strokeWidth="2" strokeLinecap="round" />
      <circle cx="20" cy="17" r="4" fill="#f7a8c4" />
      <ellipse cx="20" cy="9.5" rx="3.2" ry="4.2" fill="#b0174f" />
      <ellipse cx="27" cy="15" rx="4.2" ry="3.2" fill="#b0174f" />
      <ellipse cx="13" cy="15" rx="4.2" ry="3.2" fill="#b0174f" />
      <ellipse cx="24.5" cy="23" rx="3.4" ry="3.2" fill="#b0174f" />
      <ellipse cx="15.5" cy="23" rx="3.4" ry="3.2" fill="#b0174f" />
    </svg>
  );
}
