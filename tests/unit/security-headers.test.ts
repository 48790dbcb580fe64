// @vitest-environment node
import { createHash } from 'node:crypto';
import { CN_PROMPT_OPENER } from '@/lib/site/behaviours/cn-english-prompt';
import { apiCacheControl, contentSecurityPolicy, scriptHash, securityHeaders } from '@/lib/security/headers';

describe('security headers', () => {
  it('sends HSTS only when the site is served over https', () => {
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(securityHeaders({ https: false })).not.toHaveProperty('Strict-Transport-Security');
  });

  it('builds a strict policy: nonce scripts, no plugins, no base, no framing, no third party', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc', dev: false, https: true });
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic';");
    expect(policy).toContain("object-src 'none'; base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain('upgrade-insecure-requests');
    expect(policy).not.toMatch(/unsafe-eval|https?:\/\//);
  });

  it("allows the site's own inline script by the hash of its exact text, and no other", () => {
    const hash = scriptHash(CN_PROMPT_OPENER);
    const expected = createHash('sha256').update(Buffer.from(CN_PROMPT_OPENER, 'utf8')).digest('base64');
    expect(hash).toBe(`'sha256-${expected}'`);
    expect(scriptHash(`${CN_PROMPT_OPENER} `)).not.toBe(hash);
    const policy = contentSecurityPolicy({ nonce: 'abc', dev: false, https: true, scriptHashes: [hash] });
    expect(policy).toContain(`script-src 'self' 'nonce-abc' ${hash} 'strict-dynamic';`);
  });

  it('lets next dev eval and the browser call a separate API host', () => {
    const policy = contentSecurityPolicy({
      nonce: 'n',
      dev: true,
      https: false,
      connect: ['https://api.example.com'],
    });
    expect(policy).toContain("'unsafe-eval'");
    expect(policy).toContain("connect-src 'self' https://api.example.com ws: wss:");
  });

  it.each([
    ['GET', '/api/v1_1/common/get_global_config', 200, 'public, max-age=60, stale-while-revalidate=300'],
    ['GET', '/api/v1_1/common/get_global_config', 400, 'no-store'],
    ['POST', '/api/v1_1/common/get_global_config', 200, 'no-store'],
    ['GET', '/api/v1_1/order/get_order_detail', 200, 'no-store'],
    ['GET', '/api/v1_1/some/new_endpoint', 200, 'no-store'],
  ])('caches %s %s (%i) as %s', (method, path, status, expected) => {
    expect(apiCacheControl(method, path, status)).toBe(expected);
  });
});
