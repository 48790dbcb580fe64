/** The hero scene (a plane landing, a road and a waiting car), drawn inline: nothing to download. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 260"
      width="400"
      height="260"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <circle cx="290" cy="92" r="70" fill="#fff" opacity="0.08" />
      <circle cx="290" cy="92" r="42" fill="#f6c453" opacity="0.9" />
      <g fill="#fff">
        <path d="M86 62l58 10 20-18c4-3.6 10-3.8 12-1.4s0 7-4 10.4l-20 17.6 8 52-9 5-22-45-26 20 1 15-7 4-8-20-20-9 4-6 15 2 24-22-41-19z" />
      </g>
      <path
        d="M30 98h40M16 110h44M40 122h28"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.35"
      />
      <path d="M0 196c60-34 120-42 190-28s130 8 210-22v114H0z" fill="#6b3fb0" />
      <path d="M0 214c80-22 150-22 220-8s120 6 180-12v66H0z" fill="#5a2d9a" />
      <path d="M150 260l48-62h24l48 62z" fill="#2a0f4d" />
      <path d="M210 204v8M210 222v12M210 244v14" stroke="#f6c453" strokeWidth="3" strokeLinecap="round" />
      <g transform="translate(236 168)">
        <path
          d="M8 40c-5 0-8-3-8-8v-8c0-4 3-7 7-8l22-4 20-14c3-2 7-3 11-3h40c5 0 9 2 12 6l12 15 14 3c5 1 8 5 8 10v4c0 4-3 7-7 7z"
          fill="#fff"
        />
        <path d="M52 12l14-10h18v12H52zM90 2h12l9 12H90z" fill="#c9b6ee" />
        <circle cx="34" cy="40" r="12" fill="#1d1b22" />
        <circle cx="34" cy="40" r="5" fill="#dcd7e4" />
        <circle cx="118" cy="40" r="12" fill="#1d1b22" />
        <circle cx="118" cy="40" r="5" fill="#dcd7e4" />
        <rect x="140" y="22" width="9" height="5" rx="2.5" fill="#f6c453" />
      </g>
    </svg>
  );
}
