import type { ReactNode } from 'react';
import styles from './icons.module.css';

export type CarIconName =
  | 'doors'
  | 'seats'
  | 'luggage'
  | 'engine'
  | 'gearbox'
  | 'fuel'
  | 'electric'
  | 'drivetrain'
  | 'check'
  | 'filter';

const PATHS: Record<CarIconName, ReactNode> = {
  doors: (
    <>
      <path d="M5 21V8l6-5h8v18z" />
      <path d="M5 11h14M15 15h2" />
    </>
  ),
  seats: (
    <>
      <path d="M7 3h5l1 9H8z" />
      <path d="M6 12h11l1 5H7zM8 17v4M16 17v4" />
    </>
  ),
  luggage: (
    <>
      <rect x="5" y="7" width="14" height="13" rx="2" />
      <path d="M9 7V4h6v3M9 11v5M15 11v5" />
    </>
  ),
  engine: (
    <>
      <path d="M4 10h3l2-3h6v3h3l2 2v5h-2v2H9l-2-2H4z" />
      <path d="M2 12v4" />
    </>
  ),
  gearbox: (
    <>
      <path d="M6 5v14M12 5v14M18 5v7H6" />
      <circle cx="6" cy="4" r="1" />
      <circle cx="12" cy="4" r="1" />
      <circle cx="18" cy="4" r="1" />
    </>
  ),
  fuel: (
    <>
      <path d="M5 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h14M5 10h10" />
      <path d="M15 8l3 3v6a1.5 1.5 0 0 0 3 0V9l-3-3" />
    </>
  ),
  electric: <path d="M13 2L5 13h6l-1 9 8-11h-6z" />,
  drivetrain: (
    <>
      <circle cx="6" cy="6" r="2.5" />
      <circle cx="18" cy="6" r="2.5" />
      <circle cx="6" cy="18" r="2.5" />
      <circle cx="18" cy="18" r="2.5" />
      <path d="M8.5 6h7M8.5 18h7M12 6v12" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  filter: <path d="M3 5h18l-7 8v6l-4 2v-8z" />,
};

const symbolId = (name: CarIconName) => `car-icon-${name}`;

/**
 * The car list's icons, drawn once per page as symbols: a card then says only which one it shows
 * (<use>), instead of repeating every path and stroke attribute in the HTML and in the RSC payload,
 * 22 icons a card. Rendered once, above the cards, wherever CarIcon is used.
 */
export function CarIconSprite() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" className={styles.sprite}>
      {(Object.keys(PATHS) as CarIconName[]).map((name) => (
        <symbol
          key={name}
          id={symbolId(name)}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {PATHS[name]}
        </symbol>
      ))}
    </svg>
  );
}

/** One of the sprite's icons, decorative (the text beside it says what it means). */
export function CarIcon({ name, className }: { name: CarIconName; className?: string }) {
  return (
    <svg width="18" height="18" aria-hidden="true" focusable="false" className={className}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
