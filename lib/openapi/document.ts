import { createHash } from 'node:crypto';
import { createDocument, type oas31, type ZodOpenApiPathsObject } from 'zod-openapi';
import packageJson from '../../package.json';
import { appUrl, isClerkEnabled } from '../env';
import { SCHEMES, toOperation, type Endpoint } from './endpoint';
import * as r from './responses';
import * as account from './paths/account';
import * as admin from './paths/admin';
import * as ai from './paths/ai';
import * as billing from './paths/billing';
import * as categories from './paths/categories';
import * as mcp from './paths/mcp';
import * as prompts from './paths/prompts';
import * as system from './paths/system';
import * as tokens from './paths/tokens';
import * as profiles from './paths/profiles';
import * as trail from './paths/trail';
import * as transfer from './paths/transfer';
import * as webhooks from './paths/webhooks';

// The OpenAPI 3.1 description of our API, served at GET /api/openapi.json and rendered
// at /docs/api. Built with zod-openapi from the schemas the services validate with and the response
// schemas of ./responses.ts, once per process (the routes and the schemas do not change while it runs).

/** The areas in the order the reference shows them. */
export const AREAS: { tag: { name: string; description: string }; endpoints: Endpoint[] }[] = [prompts, categories, transfer, account, profiles, trail, tokens, ai, mcp, billing, admin, webhooks, system];

const DESCRIPTION = `The HTTP API behind Promptloom's screens. Every path is written in full (\`/api/prompts\`). A call is authenticated by the browser session's cookie, by the sign-in provider's session token, or by a personal API token (\`Authorization: Bearer pl_…\`, created on the account page) that acts with exactly its owner's rights. Every failure has one JSON shape (the Error schema). Writes count against a per-person rate limit, and each personal token against its own.`;

/** The query parameters' notes (Endpoint.queryNotes) written into the built document. */
function noteQueryParameters(document: oas31.OpenAPIObject) {
  for (const { endpoints } of AREAS) {
    for (const endpoint of endpoints) {
      if (!endpoint.queryNotes) continue;
      const parameters = (document.paths?.[endpoint.path]?.[endpoint.method]?.parameters ?? []) as oas31.ParameterObject[];
      for (const [name, note] of Object.entries(endpoint.queryNotes)) {
        const parameter = parameters.find((p) => p.in === 'query' && p.name === name);
        if (!parameter) throw new Error(`${endpoint.operationId}: no query parameter ${name} to note`);
        parameter.description = note;
      }
    }
  }
  return document;
}

function build(): oas31.OpenAPIObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const { tag, endpoints } of AREAS) {
    for (const endpoint of endpoints) {
      paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: toOperation(endpoint, tag.name) };
    }
  }
  const document = createDocument(
    {
      openapi: '3.1.0',
      info: { title: 'Promptloom API', version: packageJson.version, description: DESCRIPTION },
      // Paths are written in full (`/api/…`), so the server is the app's own origin (APP_URL).
      servers: [{ url: appUrl(), description: 'This Promptloom instance' }],
      tags: AREAS.map((a) => a.tag),
      paths,
      components: {
        securitySchemes: {
          [SCHEMES.cookie]: {
            type: 'apiKey',
            in: 'cookie',
            name: isClerkEnabled() ? '__session' : 'better-auth.session_token',
            description: 'The browser session after signing in. A write with it must come from the app’s own origin (`Origin`) and send JSON.',
          },
          [SCHEMES.session]: {
            type: 'http',
            scheme: 'bearer',
            description: 'The sign-in provider’s session token as `Authorization: Bearer` (what the app’s own clients send).',
          },
          [SCHEMES.token]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'pl_…',
            description:
              'A personal API token (`pl_` and 43 characters) from the account page, with its owner’s rights, refused while the owner has no pro access, and rate-limited per token. Operations without this scheme (token management, account deletion, the subscription) refuse a token with 403.',
          },
        },
        schemas: {
          Error: r.errorBody,
          PromptInput: prompts.promptInput,
          Prompt: r.prompt,
          PromptList: r.promptList,
          PromptVersion: r.promptVersion,
          Category: r.category,
          UserCategory: r.userCategory,
          User: r.user,
          ParameterMemory: r.parameterMemory,
          ApiToken: r.apiToken,
          CreatedApiToken: r.createdApiToken,
          PromptsExport: r.promptsExport,
          ImportPreview: r.importPreview,
          ImportResult: r.importResult,
          AiGeneration: r.aiGeneration,
          AiStreamEvent: r.aiStreamEvent,
        },
      },
    },
    {
      // zod writes `additionalProperties: false` on every answer's object, a promise we do not make:
      // new fields may be added to an answer. Kept for z.strictObject, which refuses unknown keys.
      override: ({ jsonSchema, zodSchema, io }) => {
        const def = zodSchema._zod.def as { type: string; catchall?: unknown };
        if (io === 'output' && def.type === 'object' && !def.catchall && jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
        // z.number().int() writes the safe-integer bounds as minimum and maximum: noise, not a rule of ours.
        if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
        if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
      },
    },
  );
  return noteQueryParameters(document);
}

let built: { document: oas31.OpenAPIObject; json: string; etag: string } | null = null;

function once() {
  if (!built) {
    const document = build();
    const json = JSON.stringify(document);
    built = { document, json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
  }
  return built;
}

/** The document, built on first use. */
export const openApiDocument = (): oas31.OpenAPIObject => once().document;

/** The document as GET /api/openapi.json sends it, with its ETag. */
export const openApiJson = (): { json: string; etag: string } => once();
