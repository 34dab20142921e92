/**
 * Zod compiles object parsers with `Function` when it may, after probing for it; under the web app's
 * Content-Security-Policy (no eval) the probe is reported as a violation, so the browser turns it off.
 * Set on zod's global configuration object before zod loads (zod adopts an existing
 * `globalThis.__zod_globalConfig`), so the first screen need not download zod to configure it (issue 17).
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
// In place: a zod loaded already (tests) keeps its reference to this object.
holder.__zod_globalConfig.jitless = true;

export {};
