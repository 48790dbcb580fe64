import type http from 'node:http';
import net, { type Socket } from 'node:net';

/** A connection that has brought no request this long after the stop began is let go. */
const FRESH_GRACE_MS = 2_000;

/**
 * The connections of a server that is stopping. Node's closeIdleConnections (which server.close()
 * also runs since Node 19) takes a connection as idle whenever no request is being answered on it,
 * including one just accepted whose request has not been read yet: a balancer that opens a
 * connection per request then has a request it already sent cut off, and it does not retry a POST.
 * Here a connection is closed when it has been answered and sits idle between requests, or when it
 * has brought no request for FRESH_GRACE_MS.
 */
export function trackConnections(server: http.Server) {
  const sockets = new Map<Socket, { openedAt: number; served: number; active: number }>();
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { openedAt: Date.now(), served: 0, active: 0 });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const state = sockets.get(request.socket);
    if (!state) return;
    state.active += 1;
    response.once('close', () => {
      state.active -= 1;
      state.served += 1;
    });
  });
  return {
    /** Stops accepting connections (leaving open ones alone); resolves once every one has ended. */
    stopListening: () =>
      new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve())),
    /** Closes the connections with nothing left to answer. */
    closeIdle(now = Date.now()) {
      for (const [socket, state] of sockets) {
        if (state.active === 0 && (state.served > 0 || now - state.openedAt > FRESH_GRACE_MS))
          socket.destroy();
      }
    },
    closeAll() {
      for (const socket of sockets.keys()) socket.destroy();
    },
  };
}
