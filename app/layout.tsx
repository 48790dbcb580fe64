import type { ReactNode } from 'react';
import './globals.css';

// <html> is rendered by app/[region]/[lang]/layout.tsx, where the language is known.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
