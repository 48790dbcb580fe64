import { notFound } from 'next/navigation';

// Rendered for each request: it reads the request (its address, or the visitor's session).
export const dynamic = 'force-dynamic';

// Any other path under a prefix (spec §2 catch-all): the localized 404 inside the site layout.
export default function CatchAll() {
  notFound();
}
