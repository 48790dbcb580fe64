import type { ReactNode } from 'react';

/**
 * The site's line icons: 24-unit paths stroked in the text colour. Always decorative: the text
 * beside an icon carries its meaning, so it is hidden from assistive technology.
 */
export function LineIcon({
  size = 24,
  className,
  children,
}: {
  size?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}
