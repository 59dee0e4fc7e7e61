import { serverMessageText, validationLanguageOf } from "@plantwise/shared";
import express, {
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type Response,
  type Router,
} from "express";
import { ZodError } from "zod";
import { type AppServices, type Context, createContext } from "../context";
import { MALFORMED_PATH, toHttpError } from "../errors";
import { appRouter } from "../root";
import { createCallerFactory } from "../trpc";
import { buildOpenApiDocument } from "./openapi";
import { nulCharacterIssues, procedureInput } from "./request-values";
import { compileRoutes, type Envelope, matchRoute } from "./routes";
import { REST_ROUTES } from "./table";

const createCaller = createCallerFactory(appRouter);

type AnyProcedure = (input: unknown) => Promise<unknown>;

function envelope(kind: Envelope, result: unknown): unknown {
  if (kind === "list") return result;
  if (kind === "data") return { data: result };
  const obj = (result ?? {}) as Record<string, unknown>;
  return "status" in obj ? obj : { status: "ok", ...(result === undefined ? {} : { data: result }) };
}

/** The language a caller reads: the signed-in user's, else the request's Accept-Language. */
function callerLanguage(req: Request, ctx: Context | undefined) {
  return validationLanguageOf(ctx?.user?.language ?? req.header("accept-language"));
}

function sendError(res: Response, error: unknown, language: ReturnType<typeof callerLanguage> = "en"): void {
  const { status, body, retryAfter } = toHttpError(error, language);
  if (status === 500) console.error("[api] unexpected error", error);
  if (retryAfter) res.setHeader("Retry-After", String(retryAfter));
  res.status(status).json(body);
}

/**
 * `/api`: the documented REST paths, answered by the same procedures the web app calls over tRPC;
 * then the error handler of everything on `/api` (restErrors), which is why this is mounted last.
 */
export function restFacade(services: AppServices): [Router, ErrorRequestHandler] {
  const routes = compileRoutes(REST_ROUTES);
  const api = express.Router();

  api.use((req, _res, next) => {
    // A PUT with a file travels as a POST with an override header (spec part 1 §7).
    const override = req.header("x-http-method-override");
    if (req.method === "POST" && override) req.method = override.toUpperCase();
    next();
  });
  api.use(express.json({ limit: "1mb", strict: false }));

  api.get("/openapi.json", (_req, res) => {
    res.json(buildOpenApiDocument(appRouter, REST_ROUTES));
  });

  api.use(async (req: Request, res: Response) => {
    const match = matchRoute(routes, req.method, req.path);
    const say = (message: string) => serverMessageText(message, callerLanguage(req, undefined));
    if (match.kind === "none") {
      res.status(404).json({ message: say(`No such API path: ${req.method} ${req.path}`) });
      return;
    }
    if (match.kind === "malformed") {
      res.status(400).json({ message: say(MALFORMED_PATH) });
      return;
    }
    if (match.kind === "method") {
      res.setHeader("Allow", match.allowed.join(", "));
      res.status(405).json({ message: say(`${req.method} is not supported on ${req.path}`) });
      return;
    }
    let ctx: Context | undefined;
    try {
      ctx = await createContext(services, req);
      // Procedure paths may nest (`auth.mfa.googleCode`): walk the caller one segment at a time.
      const procedure = match.route.procedure
        .split(".")
        .reduce<unknown>(
          (node, key) => (node as Record<string, unknown>)[key],
          createCaller(ctx),
        ) as AnyProcedure;
      const input = procedureInput(req.method, req.query, match.params, req.body);
      const nul = nulCharacterIssues(input);
      if (nul.length > 0) throw new ZodError(nul);
      const result = await procedure(input);
      res.status(200).json(envelope(match.route.envelope, result));
    } catch (error) {
      sendError(res, error, callerLanguage(req, ctx));
    }
  });

  return [api, restErrors];
}

/**
 * Failures before a procedure runs, in the facade or in the plain Express routes mounted on `/api`
 * ahead of it (an error skips every handler but an error handler, so the facade's router never
 * sees theirs): malformed JSON is bad input (422), an oversized body 413; the rest as toHttpError
 * maps it (a path parameter Express could not decode is a 400). All in the error envelope, never
 * Express's HTML page with its stack trace.
 */
function restErrors(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) {
    next(error);
    return;
  }
  const { type } = error as { type?: string };
  const say = (message: string) => serverMessageText(message, callerLanguage(req, undefined));
  if (type === "entity.parse.failed") {
    res.status(422).json({ message: say("Validation error"), messages: [[say("body: malformed JSON")]] });
  } else if (type === "entity.too.large") {
    res.status(413).json({ message: say("Request body too large (limit 1 MB)") });
  } else if (type === "encoding.unsupported" || type === "charset.unsupported") {
    res.status(415).json({ message: say("Unsupported request encoding") });
  } else {
    sendError(res, error, callerLanguage(req, undefined));
  }
}
