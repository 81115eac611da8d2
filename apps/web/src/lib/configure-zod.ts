// Zod compiles object parsers with `new Function` when it may. Under our CSP (no
// 'unsafe-eval') its probe for that is refused, and the browser reports a CSP violation on
// every page that parses a form or an answer, although zod then works without it. `jitless`
// tells it not to try. Zod keeps its settings in this global so that every copy of it shares
// them; setting it here, before any zod code loads, keeps zod itself out of the first page's
// bundle (importing `config` from zod costs 4 KB gzipped there). The shell's browser test of
// CSP violations fails if a zod upgrade stops reading it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
