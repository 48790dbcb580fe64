import type { ReactNode } from 'react';
import { LineIcon } from '@/components/line-icon';

export type IconName = 'check' | 'headset' | 'shield' | 'tag' | 'stopwatch' | 'pin' | 'clock' | 'phone';

const PATHS: Record<IconName, ReactNode> = {
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  headset: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13.5" width="4" height="6.5" rx="1.5" />
      <rect x="17" y="13.5" width="4" height="6.5" rx="1.5" />
      <path d="M19 20c0 1.4-2 2.3-5 2.3" />
    </>
  ),
  shield: (
    <>
      <path d="M12 2.8l8 3v6c0 4.6-3.4 8.4-8 9.4-4.6-1-8-4.8-8-9.4v-6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  tag: (
    <>
      <path d="M3 12.2V4h8.2l9.8 9.8-8.2 8.2z" />
      <circle cx="7.5" cy="8.5" r="1.4" />
    </>
  ),
  stopwatch: (
    <>
      <circle cx="12" cy="13.5" r="8" />
      <path d="M12 9.5v4l2.8 2.3M9.5 2.5h5M12 2.5v3M19 6.5l1.5-1.5" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21.5s-7-6.2-7-11.6a7 7 0 0 1 14 0c0 5.4-7 11.6-7 11.6z" />
      <circle cx="12" cy="9.8" r="2.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.2 2" />
    </>
  ),
  phone: (
    <path d="M5 3.5h3.5l1.8 4.6-2.3 1.5a11 11 0 0 0 6.4 6.4l1.5-2.3 4.6 1.8V19a2 2 0 0 1-2.2 2A17 17 0 0 1 3 5.7 2 2 0 0 1 5 3.5z" />
  ),
};

export function HomeIcon({ name, className }: { name: IconName; className?: string }) {
  return <LineIcon className={className}>{PATHS[name]}</LineIcon>;
}
