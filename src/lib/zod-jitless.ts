import { config } from 'zod/mini';

/*
 * zod compiles object parsers with `new Function` after probing whether it may: under
 * our CSP (no 'unsafe-eval') the probe is refused, and every page reported a
 * securitypolicyviolation. In the browser zod interprets instead; the server keeps
 * the compiled parsers. zod reads the setting when a schema is built: every module that
 * loads schemas in the browser (they load on first use, decision 014) imports this first.
 */
config({ jitless: true });
