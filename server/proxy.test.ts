import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, withoutPorts } from './proxy.ts';

describe('withoutPorts (Azure writes ip:port in X-Forwarded-For)', () => {
  it.each([
    ['203.0.113.7:51234', '203.0.113.7'],
    ['198.51.100.1, 203.0.113.7:51234', '198.51.100.1, 203.0.113.7'],
    ['[2001:db8::7]:443,2001:db8::8', '2001:db8::7, 2001:db8::8'],
    ['unknown, 10.0.0.4', 'unknown, 10.0.0.4'],
  ])('%s → %s', (header, expected) => {
    expect(withoutPorts(header)).toBe(expected);
  });
});

describe('fastifyTrustProxy', () => {
  it('turns a hop count into a function trusting exactly that many hops', () => {
    const trust = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect([trust('10.0.0.4', 0), trust('198.51.100.1', 1)]).toEqual([true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
