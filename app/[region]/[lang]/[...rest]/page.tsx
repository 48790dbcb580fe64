import { notFound } from 'next/navigation';

// Any other path under a prefix (spec §2 catch-all): the localized 404 inside the site layout.
export default function CatchAll() {
  notFound();
}
