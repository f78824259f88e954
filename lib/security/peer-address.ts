import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { IncomingMessage } from 'node:http';

// Next 16 hands a route no address of the connection, and writes the
// socket's address into X-Forwarded-For only when the client sent none
// (`req.headers['x-forwarded-for'] ??= socket.remoteAddress`, next/dist/server/base-server.js), so a
// client talking to `next start` directly chose its own per-address bucket. The server process
// (instrumentation.ts) writes the connection's own address into this header of every request it
// receives, replacing whatever a client sent under that name, with a proof only this process knows:
// a request that reached Next before the patch (or any forged value) carries none and is not believed.
// lib/security/rate-limit.ts clientIp reads it when no proxy is trusted (TRUSTED_PROXY_HOPS=0, the default).

export const PEER_ADDRESS_HEADER = 'x-promptloom-peer';

const globalForPeer = globalThis as unknown as { __promptloomPeerProof?: string };
const proof = (): string => (globalForPeer.__promptloomPeerProof ??= randomBytes(18).toString('base64url'));

/** '::ffff:203.0.113.5' (an IPv4 client on a dual-stack socket) as '203.0.113.5'. */
export const plainAddress = (address: string | undefined): string => (address ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** The header's value for a connection from `address`, as the server process writes it (tests stand in for a connection with it). */
export const peerHeaderValue = (address: string): string => `${proof()} ${address}`;

/** The connection's address this process wrote into the request, or null (none, or not written by this process). */
export function peerAddressFrom(headers: Headers): string | null {
  const value = headers.get(PEER_ADDRESS_HEADER);
  const known = globalForPeer.__promptloomPeerProof;
  if (!value || !known) return null;
  const space = value.indexOf(' ');
  return space > 0 && value.slice(0, space) === known ? value.slice(space + 1).trim() || null : null;
}

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
      req.headers[PEER_ADDRESS_HEADER] = peerHeaderValue(plainAddress(req.socket?.remoteAddress));
    }
    return emit.call(this, event, ...args);
  };
  proto[marker] = true;
}
