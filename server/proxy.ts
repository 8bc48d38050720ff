/**
 * The client's address behind reverse proxies ("TRUST_PROXY=true trusts the leftmost
 * X-Forwarded-For, which the client writes"). Every per-address rule (the rate limits, logs) reads
 * `request.ip`; with a trusted proxy Fastify takes it from X-Forwarded-For, walking from the right (the entry the
 * nearest proxy appended) and stopping at the first address it does not trust, so whatever a client writes on the
 * left is never its address.
 *
 * - `fastifyTrustProxy(setting)`: Fastify's `trustProxy` for a TRUST_PROXY setting (config.ts). A hop count
 *   becomes a function trusting the first `n` hops: Fastify 5.12 no longer accepts a plain number (it ignores it,
 *   because a hop count cannot tell a proxy from a client that reaches the server directly). A hop count is
 *   therefore only right where the server cannot be reached but through its proxies (Azure App Service: the
 *   workers are reachable only through the front ends); elsewhere list the proxies' addresses.
 * - `stripForwardedPorts`: removes ports from X-Forwarded-For entries. Azure's front ends write
 *   `203.0.113.7:51234`; with the port, each new connection of one client would count as a new address. It runs
 *   as Fastify's `rewriteUrl` (returning the URL unchanged): the one step before routing, request logging and
 *   every hook, for real connections and `inject` alike.
 */
import type { IncomingMessage } from 'node:http';
import type { TrustProxySetting } from './config.ts';

/** Fastify's `trustProxy` option for `setting`: false, a list of addresses/CIDRs, or a function trusting `n` hops. */
export function fastifyTrustProxy(setting: TrustProxySetting): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const BRACKETED_IPV6 = /^\[([0-9A-Fa-f:.]+)\](?::\d{1,5})?$/;

/** An X-Forwarded-For value with the port removed from every entry ('203.0.113.7:51234' → '203.0.113.7', '[::1]:80' → '::1'). */
export function withoutPorts(forwardedFor: string): string {
  return forwardedFor
    .split(',')
    .map((entry) => {
      const trimmed = entry.trim();
      return IPV4_WITH_PORT.exec(trimmed)?.[1] ?? BRACKETED_IPV6.exec(trimmed)?.[1] ?? trimmed;
    })
    .join(', ');
}

/**
 * Fastify `rewriteUrl`: rewrites the request's X-Forwarded-For without ports (`withoutPorts`), before anything
 * reads `request.ip`; returns the URL unchanged.
 */
export function stripForwardedPorts(req: IncomingMessage): string {
  const header = req.headers['x-forwarded-for'];
  if (typeof header === 'string' && header.includes(':')) req.headers['x-forwarded-for'] = withoutPorts(header);
  return req.url ?? '/';
}
