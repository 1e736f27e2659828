// zod compiles its object parsers with `new Function` unless told not to, and probes once whether it may: the page's
// CSP (no 'unsafe-eval') refuses the probe and the browser reports a violation. zod keeps its settings on this
// global so that every copy of it shares them, and this file runs before any of the page's modules: setting it here
// turns the probe off without bringing zod's code into every page (instrumentation-client.test.ts checks zod reads it).
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;

export {};
