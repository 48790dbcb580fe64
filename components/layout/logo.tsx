/** The wordmark: a steering-wheel mark and the name, drawn inline so nothing is downloaded. */
export function Logo({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 168 32" width="168" height="32" role="img" aria-label={name}>
      <circle cx="16" cy="16" r="13" fill="none" stroke="#4c1d85" strokeWidth="4" />
      <circle cx="16" cy="16" r="3.5" fill="#4c1d85" />
      <path d="M4 14h8.5M19.5 14H28M16 19.5V29" stroke="#4c1d85" strokeWidth="3.5" strokeLinecap="round" />
      <text x="38" y="23" fontFamily="system-ui, sans-serif" fontSize="19" fontWeight="700" fill="#1d1b22">
        Rentcar
        <tspan fill="#4c1d85"> Go</tspan>
      </text>
    </svg>
  );
}
