import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { API_DOCS_POLICY } from "./contentSecurityPolicy";

export const API_DOCS_PATH = "/api/docs";

/**
 * The OpenAPI document of every route, built from the schemas the routes validate with, and a page to
 * read it at /api/docs (its JSON at /api/docs/json). Registered before the routes, so it sees them all.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Docket API",
        version: "0.1.0",
        description:
          "Every call needs the session cookie (docket_session) from POST /api/login_check, except the login, " +
          "logout and forgot-password calls. Errors: 400 {errors: {field: message}}, 401/403/404 {message}.",
      },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "docket_session" } },
      },
      security: [{ session: [] }],
    },
  });
  // Its own Content-Security-Policy on its pages; no call to the public validator service.
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    staticCSP: API_DOCS_POLICY,
    uiConfig: { validatorUrl: null },
  });
}
