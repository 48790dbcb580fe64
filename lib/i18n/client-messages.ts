/**
 * The message namespaces client components read. Only these are sent to the browser: the rest
 * (home copy, articles, ...) is rendered on the server and would only weigh down every page.
 * A client component that reads another namespace must add it here.
 */
export const CLIENT_NAMESPACES = [
  'header',
  'modals',
  'behaviours',
  'errors',
  'errorPage',
  'search',
  'carList',
  'carDetail',
  'booking',
] as const;

export function clientMessages<T extends Record<string, unknown>>(messages: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(messages).filter(([namespace]) =>
      (CLIENT_NAMESPACES as readonly string[]).includes(namespace),
    ),
  ) as Partial<T>;
}
