'use client';

import type { ReactNode } from 'react';
import { useSiteStore } from '@/components/providers/site-store-provider';
import type { ModalName } from '@/lib/site/store/ui-slice';

/** A header entry that opens a modal instead of leaving the page. */
export function ModalEntry({
  name,
  children,
  className,
}: {
  name: ModalName;
  children: ReactNode;
  className?: string;
}) {
  const openModal = useSiteStore((state) => state.ui.openModal);
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      data-modal={name}
      onClick={() => openModal(name)}
    >
      {children}
    </button>
  );
}
