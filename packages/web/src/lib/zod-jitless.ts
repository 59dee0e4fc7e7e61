/**
 * Turns off zod's compiled object parsers in the browser. To decide whether it may compile them,
 * zod tries `new Function("")` when an object schema is built; under the server's
 * Content-Security-Policy (no 'unsafe-eval') that try is refused and the browser reports a
 * violation on every page, although zod catches the error and parses without compiling anyway.
 * main.tsx imports this module before anything else, so it runs before the first schema is built.
 */
import { z } from "zod";

z.config({ jitless: true });
