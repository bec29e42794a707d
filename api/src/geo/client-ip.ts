import net from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The visitor's IP address. Without a trusted proxy (AXLEBAY_TRUST_PROXY unset or 0) it is the
 * socket's peer (`request.ip`) and X-Forwarded-For is ignored: any client can write that header.
 * With N trusted hops the address is read from the right of [X-Forwarded-For…, peer], N hops in
 * (the first address a trusted proxy saw); `Infinity` ("true") takes the left-most one.
 */
export function clientIp(request: FastifyRequest, trustedHops: number): string {
  const peer = unmapped(request.ip);
  if (trustedHops <= 0) return peer;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => unmapped(part.trim()))
    .filter((part) => net.isIP(part) !== 0);
  const chain = [...forwarded, peer];
  const index = Math.max(0, chain.length - 1 - Math.min(trustedHops, chain.length));
  return chain[index]!;
}

/** "::ffff:73.162.0.1" → "73.162.0.1" (an IPv4 client on an IPv6 socket). */
export function unmapped(ip: string): string {
  const m = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return m ? m[1]! : ip;
}

const NOT_ROUTED = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NOT_ROUTED.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) NOT_ROUTED.addSubnet(prefix, bits, 'ipv6');

/** Loopback, private, link-local, carrier-grade NAT, multicast or reserved: no place on the map. */
export function isPrivateIp(ip: string): boolean {
  const family = net.isIP(ip);
  if (family === 0) return true;
  return NOT_ROUTED.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}
