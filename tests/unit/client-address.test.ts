import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { PEER_ADDRESS_HEADER, peerHeaderValue, plainAddress, recordPeerAddresses } from '@/lib/security/peer-address';
import { addressKey, clientIp } from '@/lib/security/rate-limit';

// With no proxy configured, a forged X-Forwarded-For chose the client's
// address for every per-address limit. The connection's own address is now written by the server
// process into a header a client cannot set, and forwarded entries count only as configured.

const setHops = (hops: string | undefined) => {
  if (hops === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = hops;
  resetEnvCache();
};
afterEach(() => setHops(undefined));

describe('clientIp', () => {
  const headers = (h: Record<string, string>) => new Headers(h);

  it('with no proxy configured (the default) reads the connection’s address and never X-Forwarded-For', () => {
    setHops(undefined);
    const peer = peerHeaderValue('198.51.100.7');
    expect(clientIp(headers({ [PEER_ADDRESS_HEADER]: peer, 'x-forwarded-for': '203.0.113.1' }))).toBe('198.51.100.7');
    expect(clientIp(headers({ [PEER_ADDRESS_HEADER]: peer, 'x-forwarded-for': '203.0.113.1, 203.0.113.2' }))).toBe('198.51.100.7');
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.1' }))).toBe('unknown');
  });

  it('believes the peer header only with this process’s proof: a value a client wrote is no address', () => {
    setHops(undefined);
    expect(clientIp(headers({ [PEER_ADDRESS_HEADER]: '198.51.100.7' }))).toBe('unknown');
    expect(clientIp(headers({ [PEER_ADDRESS_HEADER]: 'made-up-proof 198.51.100.7' }))).toBe('unknown');
  });

  it('limits an IPv6 client by its /64, an IPv4 one by its address', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    setHops(undefined);
    // Two addresses of one /64 share a bucket.
    expect(clientIp(headers({ [PEER_ADDRESS_HEADER]: peerHeaderValue('2001:db8:1:2::1') }))).toBe(clientIp(headers({ [PEER_ADDRESS_HEADER]: peerHeaderValue('2001:db8:1:2::ffff') })));
  });

  it('behind N trusted proxies reads the N-th entry from the right; entries further left are the client’s own words', () => {
    const proxy = peerHeaderValue('10.0.0.2');
    setHops('1');
    expect(clientIp(headers({ [PEER_ADDRESS_HEADER]: proxy, 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }))).toBe('203.0.113.9');
    setHops('2');
    expect(clientIp(headers({ [PEER_ADDRESS_HEADER]: proxy, 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.3' }))).toBe('203.0.113.9');
    // Fewer entries than proxies: a client cannot make the leftmost (its own) entry count; the connection does.
    expect(clientIp(headers({ [PEER_ADDRESS_HEADER]: proxy, 'x-forwarded-for': '6.6.6.6' }))).toBe('10.0.0.2');
  });

  it('reads an IPv4 client on a dual-stack socket as its plain address', () => {
    expect(plainAddress('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(plainAddress('::1')).toBe('::1');
  });
});

describe('the server process records each connection’s own address', () => {
  let server: http.Server;
  let url = '';
  let seen: { ip?: string }[] = [];

  beforeAll(async () => {
    recordPeerAddresses();
    recordPeerAddresses(); // once per process, however often it is called
    server = http.createServer((req, res) => {
      const h = new Headers(Object.entries(req.headers).map(([k, v]) => [k, String(v)] as [string, string]));
      seen.push({ ip: clientIp(h) });
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a client’s own X-Forwarded-For or peer header never chooses its address', async () => {
    seen = [];
    await fetch(url);
    await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.77' } });
    await fetch(url, { headers: { [PEER_ADDRESS_HEADER]: '203.0.113.78', 'x-forwarded-for': '203.0.113.79' } });
    expect(seen).toEqual([{ ip: '127.0.0.1' }, { ip: '127.0.0.1' }, { ip: '127.0.0.1' }]);
  });
});
