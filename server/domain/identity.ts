/**
 * Who is calling, as the domain needs to know it: nobody, a guest session or a logged-in user.
 * server/http/middleware.ts works it out from the Access-token header or the cookies; the domain
 * never reads either.
 */
export type Identity =
  | { kind: 'anonymous' }
  /** a guest session (Auth_guest): the orders it booked or found; guestId is the site's guest id, if sent */
  | { kind: 'guest'; sessionId: string; guestId: string | null }
  | { kind: 'user'; sessionId: string; userId: string };
