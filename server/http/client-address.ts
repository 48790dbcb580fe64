/**
 * The address a request really comes from, for per-client limits. The peer of the TCP connection
 * is the client unless it is one of our own proxies (TRUSTED_PROXIES); then X-Forwarded-For is read
 * from the right, skipping our proxies, and the first hop they did not add is the client. Anything
 * further left was written by the client itself and proves nothing.
 */
export function trustedClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: ReadonlySet<string>,
): string | undefined {
  const hops = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean),
    ...(peer ? [peer] : []),
  ].map(plainAddress);
  for (let index = hops.length - 1; index >= 0; index--) {
    if (!trusted.has(hops[index]!)) return hops[index];
  }
  return hops[0];
}

/** Whether the connection's peer is one of our proxies, whose forwarded headers may be believed. */
export const isTrustedPeer = (peer: string | undefined, trusted: ReadonlySet<string>): boolean =>
  peer !== undefined && trusted.has(plainAddress(peer));

/** '::ffff:10.0.0.1' (IPv4 seen by an IPv6 socket) as '10.0.0.1'. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** TRUSTED_PROXIES ('10.0.0.2, 10.0.0.3') as a set of plain addresses. */
export const trustedProxies = (list: string | undefined): ReadonlySet<string> =>
  new Set(
    (list ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map(plainAddress),
  );
