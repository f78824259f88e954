import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { currentViewer } from './services/viewer';
import { denied, unauthorized, type Result } from './errors';
import { thrownFailure } from './http';
import { runWithRequestId } from './logger';
import { requestIdFrom } from './request-id';
import type { Viewer } from './permissions';
import { clientIp, consumeRateLimit } from './security/rate-limit';
import { runActionIdempotently, type IdempotencyMode } from './services/idempotency';
import { refusalForGoneViewer } from './services/users';

// The one wrapper every server action in actions/ goes through. An action's file says what it
// does (call a service) and what it changes (paths to revalidate); this module does the rest, the
// same way lib/http.ts does it for the API routes: the viewer, the right to call, the write rate
// limit, an idempotency key for creating actions, and thrown errors turned into a Result without
// their stack. Next's own Origin check refuses a cross-site call before any of this runs.

export type ActionMeta = {
  /** A creating action's key for one user action, kept across retries: the action runs once. */
  idempotencyKey?: string;
};

export type ActionDefinition<I, T> = {
  /** Names the action in logs and idempotency scopes: `domain.verb`. */
  name: string;
  access?: 'signedIn' | 'admin';
  /** A creating action: a repeat with the same key answers the first answer (see IdempotencyMode). */
  idempotent?: boolean | IdempotencyMode;
  /** A per-address limit on top of the per-user write limit (the lifetime checkout holds a spot). */
  perAddressLimit?: 'lifetimeCheckouts';
  run: (viewer: Viewer, input: I) => Promise<Result<T>>;
  /** The pages whose server-rendered data this success changed. */
  revalidate?: (input: I, data: T) => string[];
};

/** The input of an action on one record that takes nothing else: its id (the service checks it). */
export type IdInput = { id: string };
/** An action on one record: its id beside the body its service checks with a schema. */
export type WithId<T> = IdInput & T;
/** An action that takes nothing. */
export type NoInput = Record<string, never>;

export type ServerAction<I, T> = (input: I, meta?: ActionMeta) => Promise<Result<T>>;

/** What the server knows of the request an action came in (never what the client sent as arguments). */
export type ActionRequest = { ip: string };

/** Everything an action does but Next's request parts: run by defineAction, and by tests with a real viewer. */
export async function runAction<I, T>(
  definition: ActionDefinition<I, T>,
  resolveViewer: () => Promise<Viewer | null>,
  input: I,
  meta: ActionMeta = {},
  request: ActionRequest = { ip: 'unknown' },
): Promise<Result<T>> {
  try {
    const viewer = await resolveViewer();
    if (!viewer) return unauthorized();
    if (definition.access === 'admin' && !viewer.isAdmin) return denied();
    const limited =
      (await consumeRateLimit('writes', viewer.id)) ?? (definition.perAddressLimit ? await consumeRateLimit(definition.perAddressLimit, request.ip) : null);
    if (limited) return limited;
    // A refusal because the account was deleted meanwhile is 401, as for the routes (lib/http.ts).
    const run = async () => refusalForGoneViewer(viewer, await definition.run(viewer, input));
    if (definition.idempotent && meta.idempotencyKey !== undefined) {
      return await runActionIdempotently(viewer.id, meta.idempotencyKey, definition.name, input, run, definition.idempotent === true ? 'one-transaction' : definition.idempotent);
    }
    return await run();
  } catch (error) {
    return thrownFailure(error, `action ${definition.name}`);
  }
}

const definitions = new WeakMap<ServerAction<never, unknown>, ActionDefinition<never, unknown>>();

/** A server action from its definition: `export const createPromptAction = defineAction({...})`. */
export function defineAction<I, T>(definition: ActionDefinition<I, T>): ServerAction<I, T> {
  const action: ServerAction<I, T> = async (input, meta) => {
    // The page proxy gave this request its id (lib/security/proxy.ts): the action's log lines carry it.
    const requestHeaders = await headers();
    const requestId = requestIdFrom(requestHeaders);
    const result = await runWithRequestId(requestId, () => runAction(definition, currentViewer, input, meta, { ip: clientIp(requestHeaders) }));
    if (result.ok && definition.revalidate) {
      for (const path of definition.revalidate(input, result.data)) revalidatePath(path);
    }
    return result;
  };
  definitions.set(action as ServerAction<never, unknown>, definition as ActionDefinition<never, unknown>);
  return action;
}

/** The definition behind an action, for tests that run it with a real viewer and no Next request. */
export function definitionOf<I, T>(action: ServerAction<I, T>): ActionDefinition<I, T> {
  const definition = definitions.get(action as ServerAction<never, unknown>);
  if (!definition) throw new Error('not an action made by defineAction');
  return definition as ActionDefinition<I, T>;
}
