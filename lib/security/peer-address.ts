import net from 'node:net';
import type { IncomingMessage } from 'node:http';

// issue #22 "Client address": Next 16 hands a route no address of the connection, and writes the
// socket's address into X-Forwarded-For only when the client sent none
// (`req.headers['x-forwarded-for'] ??= socket.remoteAddress`, next/dist/server/base-server.js), so a
// client talking to `next start` directly chose its own per-address bucket. The server process
// (instrumentation.ts) writes the connection's own address into this header of every request it
// receives, replacing whatever a client sent under that name; lib/security/rate-limit.ts clientIp
// reads it when no proxy is trusted (TRUSTED_PROXY_HOPS=0, the default).

export const PEER_ADDRESS_HEADER = 'x-promptloom-peer';

/** '::ffff:203.0.113.5' (an IPv4 client on a dual-stack socket) as '203.0.113.5'. */
export const plainAddress = (address: string | undefined): string => (address ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

const marker = Symbol.for('promptloom.peerAddress');

/**
 * Patch every HTTP(S) server of this process (net.Server is below both in the prototype chain): before
 * a 'request' reaches Next, the request's PEER_ADDRESS_HEADER is set to its socket's address. Once per process.
 */
export function recordPeerAddresses(): void {
  type Emit = (this: net.Server, event: string | symbol, ...args: unknown[]) => boolean;
  const proto = net.Server.prototype as unknown as { emit: Emit; [marker]?: true };
  if (proto[marker]) return;
  const emit = proto.emit;
  proto.emit = function emitWithPeer(this: net.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' || event === 'checkContinue' || event === 'checkExpectation') {
      const req = args[0] as IncomingMessage;
      req.headers[PEER_ADDRESS_HEADER] = plainAddress(req.socket?.remoteAddress);
    }
    return emit.call(this, event, ...args);
  };
  proto[marker] = true;
}
