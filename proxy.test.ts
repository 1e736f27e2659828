import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './proxy';

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows the Matomo origin for its script and tracking requests only when analytics is configured', () => {
    const csp = contentSecurityPolicy('bm9uY2U=', false, 'https://stats.example.fr');
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic' https://stats.example.fr");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://stats.example.fr");
    expect(directive(csp, 'img-src')).toContain('https://stats.example.fr');
    expect(directive(csp, 'frame-src')).not.toContain('stats.example.fr');
  });

  it('names no analytics origin without MATOMO_URL', () => {
    const csp = contentSecurityPolicy('bm9uY2U=', false);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });
});
