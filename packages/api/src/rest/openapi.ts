import { type ZodType, z } from "zod";
import type { RestRoute } from "./routes";

interface ProcedureLike {
  _def: { inputs?: unknown[]; output?: unknown; type?: string };
}
interface RouterLike {
  _def: { procedures: Record<string, unknown> };
}

/** An error answer: its description, with the shared Error body. */
const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const errorResponses = {
  "401": errorResponse("Not signed in"),
  "403": errorResponse("Not permitted"),
  "404": errorResponse("Not found"),
  "422": errorResponse("Validation error"),
};

function inputSchema(procedure: ProcedureLike | undefined): Record<string, unknown> | undefined {
  const parser = procedure?._def.inputs?.[0];
  if (!parser) return undefined;
  try {
    return z.toJSONSchema(parser as ZodType, { io: "input", unrepresentable: "any" }) as Record<
      string,
      unknown
    >;
  } catch {
    return undefined;
  }
}

/**
 * The JSON schema of what a procedure answers (its `.output()`), as the wire carries it: dates are
 * ISO strings once JSON-encoded.
 */
function outputSchema(procedure: ProcedureLike | undefined): Record<string, unknown> | undefined {
  const parser = procedure?._def.output;
  if (!parser) return undefined;
  try {
    return z.toJSONSchema(parser as ZodType, {
      io: "output",
      unrepresentable: "any",
      override: ({ zodSchema, jsonSchema }) => {
        if ((zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def?.type === "date") {
          jsonSchema.type = "string";
          jsonSchema.format = "date-time";
        }
      },
    }) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** The 200 body of a route: the procedure's output inside the route's envelope (routes.ts). */
function successSchema(
  envelope: RestRoute["envelope"],
  output: Record<string, unknown>,
): Record<string, unknown> {
  const { $schema: _ignored, ...schema } = output;
  if (envelope === "list") return schema;
  if (envelope === "data") {
    return { type: "object", properties: { data: schema }, required: ["data"] };
  }
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  if ("status" in properties) return schema;
  return {
    type: "object",
    properties: { status: { type: "string", const: "ok" }, data: schema },
    required: ["status"],
  };
}

/** OpenAPI 3.1 for the REST facade, generated from the same zod schemas the procedures validate with. */
export function buildOpenApiDocument(router: RouterLike, routes: readonly RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const procedure = router._def.procedures[route.procedure] as ProcedureLike | undefined;
    const schema = inputSchema(procedure);
    const output = outputSchema(procedure);
    const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const params = pathParams.map((name) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const operation: Record<string, unknown> = {
      summary: route.summary,
      operationId: route.procedure,
      parameters: params,
      responses: {
        "200": {
          description: `Success (${route.envelope} envelope)`,
          ...(output
            ? { content: { "application/json": { schema: successSchema(route.envelope, output) } } }
            : {}),
        },
        ...errorResponses,
      },
    };
    if (schema && route.method !== "GET") {
      operation.requestBody = { required: true, content: { "application/json": { schema } } };
    } else if (schema && route.method === "GET") {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      for (const [name, prop] of Object.entries(properties)) {
        if (!pathParams.includes(name))
          (operation.parameters as unknown[]).push({ name, in: "query", schema: prop });
      }
    }
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0",
    info: { title: "Plantwise API", version: "0.1.0" },
    servers: [{ url: "/api" }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      schemas: {
        Error: {
          type: "object",
          properties: {
            message: { type: "string" },
            messages: { type: "array", items: { type: "array", items: { type: "string" } } },
          },
          required: ["message"],
        },
      },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
