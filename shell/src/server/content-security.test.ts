/** @jest-environment node */
import { contentSecurityPolicy } from './content-security';
import { parseRuntimeConfig } from '../services/runtime-config';

const registry = {
  catalog: 'https://catalog.cdn.axlebay.com/v12/mf-manifest.json',
  vehicle: 'https://vehicle.cdn.axlebay.com/mf-manifest.json',
  content: 'https://catalog.cdn.axlebay.com/content/mf-manifest.json',
};
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

describe('the page Content-Security-Policy', () => {
  const config = parseRuntimeConfig({ apiBaseUrl: 'https://api.axlebay.com' });

  it("lets scripts come only from the shop, the registry's remote origins and the nonce", () => {
    const policy = contentSecurityPolicy({ registry, config, nonce: 'abc123' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://catalog.cdn.axlebay.com', 'https://vehicle.cdn.axlebay.com', "'nonce-abc123'"]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('lets the page call its API and forbids plugins, base rewriting and foreign framing', () => {
    const policy = contentSecurityPolicy({ registry, config });
    expect(directive(policy, 'connect-src')).toContain('https://api.axlebay.com');
    expect(directive(policy, 'img-src')).toContain('https://api.axlebay.com');
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'https://api.axlebay.com']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    // Without a nonce (the plain page the browser renders) no inline script may run.
    expect(directive(policy, 'script-src').some((s) => s.startsWith("'nonce-"))).toBe(false);
  });

  it("admits the loopback hosts for a tester's overrides only where the shop allows overrides", () => {
    expect(directive(contentSecurityPolicy({ registry, config }), 'script-src')).not.toContain('http://localhost:*');
    const testing = parseRuntimeConfig({ apiBaseUrl: 'http://localhost:4000', allowOverrides: true });
    expect(directive(contentSecurityPolicy({ registry, config: testing }), 'script-src')).toContain('http://localhost:*');
    // and a remote's dev server may reload the page over its WebSocket (npm run dev -- <remote>)
    expect(directive(contentSecurityPolicy({ registry, config: testing }), 'connect-src')).toContain('ws://localhost:*');
    expect(directive(contentSecurityPolicy({ registry, config }), 'connect-src')).not.toContain('ws://localhost:*');
    // The hosts the overrides accept are the hosts the policy admits.
    const staging = parseRuntimeConfig({ apiBaseUrl: 'https://api.axlebay.com', allowOverrides: true, overrideHosts: ['*.staging.axlebay.com'] });
    expect(directive(contentSecurityPolicy({ registry, config: staging }), 'script-src')).toContain('http://*.staging.axlebay.com:*');
    expect(directive(contentSecurityPolicy({ registry, config: staging }), 'script-src')).not.toContain('http://localhost:*');
  });

  it('admits the tag manager origin only where a container is configured (spec §7 Third-party)', () => {
    for (const name of ['script-src', 'connect-src', 'img-src']) expect(directive(contentSecurityPolicy({ registry, config }), name)).not.toContain('https://www.googletagmanager.com');
    const tagged = parseRuntimeConfig({ apiBaseUrl: 'https://api.axlebay.com', gtmId: 'GTM-AB12CD' });
    for (const name of ['script-src', 'connect-src', 'img-src']) expect(directive(contentSecurityPolicy({ registry, config: tagged }), name)).toContain('https://www.googletagmanager.com');
    // A malformed id is no container.
    expect(parseRuntimeConfig({ apiBaseUrl: 'https://api.axlebay.com', gtmId: 'x" onload="1' }).gtmId).toBeUndefined();
  });
});
