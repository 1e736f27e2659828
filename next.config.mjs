import { randomUUID } from 'node:crypto';
import createNextIntlPlugin from 'next-intl/plugin';
import { OPTIMISER_WIDTHS } from './lib/images/optimiser-widths.ts';
import { SECURITY_HEADERS } from './platform/security-headers.ts';

// Messages are compiled at build time: the pages and the browser format them with a 650-byte runtime instead of
// parsing ICU strings with intl-messageformat (contract/messages.ts fills the compiled form too).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// One id per build, inlined into both sides: open pages compare theirs with /api/builds/latest.json.
const buildId = randomUUID();

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The app server compresses what Next renders, in Brotli (platform/rendered-compression.ts); Next's own is gzip only.
  compress: false,
  // No `Link` header naming the page's stylesheets again: the head names them in the answer's first bytes, and the
  // header's 660 bytes go uncompressed into the first round trip of a new connection, which a page's answer should fit.
  reactMaxHeadersLength: 0,
  generateBuildId: async () => buildId,
  // One copy of prom-client in the process, shared with the app server's (lib/ops/app-metrics.ts).
  serverExternalPackages: ['prom-client'],
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  // `npm run typecheck` checks the whole repository (app, backend, tests) once; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  images: {
    // The optimiser serves only the public photos and logos: anything else local (pages, the programmes' uploaded
    // files) would be fetched without the adviser's session.
    localPatterns: [{ pathname: '/images/**' }, { pathname: '/brands/**' }],
    ...OPTIMISER_WIDTHS,
  },
  experimental: {
    // unauthorized() renders the login screen in place, so a deep link keeps its URL until the adviser logs in.
    authInterrupts: true,
    // Going back and forth between a list and a residence is answered from the browser's router cache for this long;
    // lot statuses that change meanwhile come through the live channel (components/live/live-refresh.tsx).
    staleTimes: { dynamic: 30 },
    optimizePackageImports: ['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@tabler/icons-react'],
    // The proxy buffers each request body up to this size (and silently truncates beyond it), so it stays at the
    // 1 MB every page and server action accepts (lib/http/request-checks.ts refuses more with 413). Upload routes,
    // the only large bodies (KYC: 40 MB, contract/kyc.ts), are outside the proxy's matcher.
    proxyClientMaxBodySize: '1mb',
    // A page's scripts in a dozen files instead of twenty: Turbopack merges chunks under 400 kB of source (about 80 kB
    // sent) instead of 50 kB. On a phone each file costs a round trip before the page is drawn; the code shared by the
    // logged-in pages stays in one file of its own and each page's in another, so moving between pages fetches only the
    // page's part, as before (docs/decisions.md, "A page's scripts in a dozen files").
    turbopackChunking: { minChunkSize: 400_000 },
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS] },
      { source: '/request-password', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      { source: '/request-password/', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
