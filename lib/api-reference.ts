// The API reference page (/docs/api) reads the OpenAPI document through this module: a
// pure function from the document to what the page shows (operations grouped by tag, parameters,
// bodies and answers, schemas as readable trees with their rules in words). The page renders it on
// the server; the document itself is built in lib/openapi.

type Json = Record<string, unknown>;

export type SchemaView = {
  /** 'string', 'integer', 'object', 'array', 'map', 'one of', 'any' … or a named schema's name. */
  type: string;
  /** A named schema (components.schemas) it refers to, shown as a link. */
  ref?: string;
  nullable?: boolean;
  description?: string;
  /** Its rules in words: lengths, ranges, formats, the values allowed, the default. */
  rules: string[];
  properties?: PropertyView[];
  /** An array's items, a map's values. */
  items?: SchemaView;
  /** The alternatives of a union. */
  variants?: SchemaView[];
};
export type PropertyView = { name: string; required: boolean; schema: SchemaView };

export type ParameterView = { name: string; in: string; required: boolean; description?: string; schema: SchemaView };
export type ContentView = { mediaType: string; schema?: SchemaView };
export type ResponseView = {
  status: string;
  description: string;
  contents: ContentView[];
  headers: { name: string; description?: string }[];
  /** The shared answer (components.responses) it is, shown once under Errors and linked from here. */
  ref?: string;
};
/** An answer many operations share, with the statuses it is given under. */
export type SharedResponseView = { name: string; anchor: string; statuses: string[]; description: string; headers: { name: string; description?: string }[] };

export type Access = 'public' | 'signedIn' | 'admin';
export type OperationView = {
  id: string;
  anchor: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  access: Access;
  sessionOnly: boolean;
  tokenOnly: boolean;
  idempotent: boolean;
  parameters: ParameterView[];
  requestBody?: { required: boolean; contents: ContentView[] };
  responses: ResponseView[];
};
export type TagView = { name: string; anchor: string; description?: string; operations: OperationView[] };
export type SecuritySchemeView = { name: string; summary: string; description?: string };
export type ApiReference = {
  title: string;
  version: string;
  description?: string;
  tags: TagView[];
  securitySchemes: SecuritySchemeView[];
  /** The shared answers (components.responses), described once under Errors. */
  responses: SharedResponseView[];
  /** The named schemas (components.schemas), each described once under Schemas; elsewhere a link. */
  schemas: { name: string; anchor: string; schema: SchemaView }[];
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export const operationAnchor = (operationId: string) => `op-${operationId}`;
export const schemaAnchor = (name: string) => `schema-${name}`;
export const responseAnchor = (name: string) => `response-${name}`;

const code = (v: unknown) => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``;
const count = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

function range(min: number | undefined, max: number | undefined, noun?: string): string | null {
  const unit = (n: number) => (noun ? count(n, noun) : n.toLocaleString('en-US'));
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${unit(max)}` : `${min.toLocaleString('en-US')} to ${unit(max)}`;
  if (max !== undefined) return `at most ${unit(max)}`;
  if (min !== undefined && min > 0) return `at least ${unit(min)}`;
  return null;
}

function rulesOf(s: Json): string[] {
  const rules: string[] = [];
  const add = (rule: string | null | undefined) => rule && rules.push(rule);
  add(range(num(s.minLength), num(s.maxLength), 'character'));
  add(range(num(s.minimum), num(s.maximum)));
  if (num(s.exclusiveMinimum) !== undefined) add(`more than ${s.exclusiveMinimum}`);
  add(range(num(s.minItems), num(s.maxItems), 'item'));
  if (text(s.format)) add(`format ${s.format}`);
  // A format says it better than its regular expression (zod writes both for uuid).
  else if (text(s.pattern)) add(`matches ${code(s.pattern)}`);
  if (text(s.contentMediaType)) add(`binary (${s.contentMediaType})`);
  if (Array.isArray(s.enum)) add(`one of ${s.enum.map(code).join(', ')}`);
  if ('const' in s) add(`always ${code(s.const)}`);
  if ('default' in s) add(`default ${code(s.default)}`);
  if (isObject(s.propertyNames)) {
    const names = range(num(s.propertyNames.minLength), num(s.propertyNames.maxLength), 'character');
    if (names) add(`names of ${names}`);
  }
  return rules;
}

const componentName = (kind: string, ref: unknown) =>
  typeof ref === 'string' && ref.startsWith(`#/components/${kind}/`) ? ref.slice(`#/components/${kind}/`.length) : undefined;
const refName = (ref: unknown) => componentName('schemas', ref);
const isNull = (s: unknown) => isObject(s) && s.type === 'null';

/** A JSON Schema (OpenAPI 3.1) as a tree to read. Named schemas stay links; depth is bounded. */
export function schemaView(schema: unknown, depth = 0): SchemaView {
  const s = isObject(schema) ? schema : {};
  const description = text(s.description);
  const named = refName(s.$ref);
  if (named) return { type: named, ref: named, rules: [], ...(description ? { description } : {}) };
  const union = (Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : null) as unknown[] | null;
  if (union) {
    const options = union.filter((o) => !isNull(o));
    const nullable = options.length < union.length;
    if (options.length === 1) {
      const only = schemaView(options[0], depth);
      return { ...only, nullable: nullable || only.nullable, description: description ?? only.description, rules: [...only.rules, ...rulesOf(s)] };
    }
    return { type: 'one of', nullable, rules: rulesOf(s), variants: options.map((o) => schemaView(o, depth + 1)), ...(description ? { description } : {}) };
  }
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  const nullable = types.includes('null');
  // A list of types is a union too: every member is named ('string or number'), not only the first.
  const members = types.filter((t) => t !== 'null');
  const type = members.length ? members.join(' or ') : isObject(s.properties) ? 'object' : 'any';
  const view: SchemaView = { type, rules: rulesOf(s), ...(nullable ? { nullable } : {}), ...(description ? { description } : {}) };
  if (depth > 6) return view;
  if (type === 'array' && s.items) view.items = schemaView(s.items, depth + 1);
  if (type === 'object') {
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    if (isObject(s.properties)) {
      view.properties = Object.entries(s.properties).map(([name, p]) => ({ name, required: required.has(name), schema: schemaView(p, depth + 1) }));
    }
    if (isObject(s.additionalProperties)) {
      view.type = view.properties?.length ? 'object' : 'map';
      view.items = schemaView(s.additionalProperties, depth + 1);
    }
  }
  return view;
}

/** Follow a `#/components/…` reference within the document. */
function deref(doc: Json, node: unknown): Json {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 10; hops++) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((n, key) => (isObject(n) ? n[key] : undefined), doc);
  }
  return isObject(current) ? current : {};
}

const contentsOf = (content: unknown): ContentView[] =>
  isObject(content) ? Object.entries(content).map(([mediaType, m]) => ({ mediaType, ...(isObject(m) && m.schema ? { schema: schemaView(m.schema) } : {}) })) : [];

function operationView(doc: Json, path: string, method: string, op: Json): OperationView {
  const id = text(op.operationId) ?? `${method}-${slug(path)}`;
  const parameters = (Array.isArray(op.parameters) ? op.parameters : []).map((p) => deref(doc, p));
  const body = op.requestBody ? deref(doc, op.requestBody) : null;
  const responses = isObject(op.responses) ? op.responses : {};
  const access = op['x-access'] === 'admin' || op['x-access'] === 'public' ? op['x-access'] : 'signedIn';
  return {
    id,
    anchor: operationAnchor(id),
    method: method.toUpperCase(),
    path,
    summary: text(op.summary) ?? path,
    ...(text(op.description) ? { description: text(op.description) } : {}),
    access,
    sessionOnly: op['x-session-only'] === true,
    tokenOnly: op['x-token-only'] === true,
    idempotent: op['x-idempotent'] === true,
    parameters: parameters.map((p) => ({
      name: String(p.name),
      in: String(p.in),
      required: p.required === true,
      ...(text(p.description) ? { description: text(p.description) } : {}),
      schema: schemaView(p.schema),
    })),
    ...(body ? { requestBody: { required: body.required === true, contents: contentsOf(body.content) } } : {}),
    responses: Object.entries(responses).map(([status, r]) => {
      const shared = isObject(r) ? componentName('responses', r.$ref) : undefined;
      return { status, ...responseView(doc, deref(doc, r)), ...(shared ? { ref: shared } : {}) };
    }),
  };
}

function responseView(doc: Json, response: Json) {
  const headers = isObject(response.headers) ? response.headers : {};
  return {
    description: text(response.description) ?? '',
    contents: contentsOf(response.content),
    headers: Object.entries(headers).map(([name, h]) => ({ name, ...(text(deref(doc, h).description) ? { description: text(deref(doc, h).description) } : {}) })),
  };
}

function securitySummary(scheme: Json): string {
  if (scheme.type === 'apiKey') return `Cookie ${code(scheme.name)}`;
  if (scheme.type === 'http' && scheme.scheme === 'bearer') return `Authorization: Bearer ${text(scheme.bearerFormat) ?? '<token>'}`;
  return String(scheme.type);
}

/** What the reference page shows, from an OpenAPI 3.1 document. */
export function toApiReference(document: unknown): ApiReference {
  const doc = isObject(document) ? document : {};
  const info = isObject(doc.info) ? doc.info : {};
  const components = isObject(doc.components) ? doc.components : {};
  const declared = (Array.isArray(doc.tags) ? doc.tags : []).filter(isObject);
  const tags = new Map<string, TagView>(
    declared.map((t) => [String(t.name), { name: String(t.name), anchor: `tag-${slug(String(t.name))}`, ...(text(t.description) ? { description: text(t.description) } : {}), operations: [] }]),
  );
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const tagName = Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : 'Other';
      if (!tags.has(tagName)) tags.set(tagName, { name: tagName, anchor: `tag-${slug(tagName)}`, operations: [] });
      tags.get(tagName)!.operations.push(operationView(doc, path, method, op));
    }
  }
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const statuses = new Map<string, Set<string>>();
  for (const op of [...tags.values()].flatMap((t) => t.operations)) {
    for (const r of op.responses) if (r.ref) statuses.set(r.ref, (statuses.get(r.ref) ?? new Set()).add(r.status));
  }
  const shared = isObject(components.responses) ? components.responses : {};
  return {
    title: text(info.title) ?? 'API',
    version: text(info.version) ?? '',
    ...(text(info.description) ? { description: text(info.description) } : {}),
    tags: [...tags.values()].filter((t) => t.operations.length > 0),
    securitySchemes: Object.entries(schemes)
      .filter(([, s]) => isObject(s))
      .map(([name, s]) => ({ name, summary: securitySummary(s as Json), ...(text((s as Json).description) ? { description: text((s as Json).description) } : {}) })),
    responses: Object.entries(shared)
      .filter(([, r]) => isObject(r))
      .map(([name, r]) => {
        const { description, headers } = responseView(doc, deref(doc, r));
        return { name, anchor: responseAnchor(name), statuses: [...(statuses.get(name) ?? [])].sort(), description, headers };
      })
      .sort((a, b) => (a.statuses[0] ?? '').localeCompare(b.statuses[0] ?? '')),
    schemas: Object.entries(schemas)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, s]) => ({ name, anchor: schemaAnchor(name), schema: schemaView(s) })),
  };
}
