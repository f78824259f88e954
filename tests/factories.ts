import * as localAuthRoute from '@/app/api/auth/[...all]/route';
import { appUrl } from '@/lib/env';
import { updateUser } from '@/models/users';
import { PERSONA_STATE, type PersonaKind } from '@/lib/seed';

// Test helpers: call route handlers as Next would, and make personas through the real provider.

export const BASE = 'http://localhost:3000';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export async function call(
  handler: Handler,
  opts: { method?: string; path?: string; headers?: Record<string, string>; body?: unknown; params?: Record<string, string> } = {},
): Promise<{ status: number; body: any; response: Response }> {
  const method = opts.method ?? 'GET';
  // A browser sends Origin (the app's, APP_URL) with every write from our own pages; a test that means a cross-site or
  // Origin-less request passes `origin: ''`, which is dropped.
  const headers = Object.fromEntries(
    Object.entries({ ...(method === 'GET' ? {} : { origin: appUrl() }), ...opts.headers }).filter(([, v]) => v !== ''),
  );
  const init: RequestInit = { method, headers };
  if (opts.body !== undefined) {
    init.body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await handler(new Request(`${BASE}${opts.path ?? '/'}`, init), { params: Promise.resolve(opts.params ?? {}) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: response.status, body, response };
}

export type Session = { userId: string; email: string; cookie: string; bearer: string };

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${++counter}@example.com`;

/** Sign up through better-auth's own endpoint, exactly as a browser or script would. */
export async function signUp(email = uniqueEmail(), password = 'correct-horse-battery', name = 'Test Person'): Promise<Session> {
  const { status, body, response } = await call(localAuthRoute.POST as Handler, {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    body: { email, password, name },
  });
  if (status !== 200) throw new Error(`sign-up failed: ${status} ${JSON.stringify(body)}`);
  const setCookie = response.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0]!;
  const bearer = response.headers.get('set-auth-token')!;
  return { userId: body.user.id, email, cookie, bearer };
}

/** A new account whose address is confirmed, as the mailed link or `npm run user -- set --verified` leaves it. */
export async function confirmedSignUp(email = uniqueEmail()): Promise<Session> {
  const session = await signUp(email);
  await updateUser(session.userId, { emailVerified: true });
  return session;
}

export type { PersonaKind };

/**
 * A signed-in person in one of the spec's roles (P1 §6), with a confirmed address; a test
 * about an unconfirmed one uses signUp.
 */
export async function persona(kind: PersonaKind): Promise<Session> {
  const session = await signUp(uniqueEmail(kind));
  await updateUser(session.userId, { emailVerified: true, ...PERSONA_STATE[kind]() });
  return session;
}

export const asCookie = (s: Session) => ({ cookie: s.cookie });
export const asBearer = (s: Session) => ({ authorization: `Bearer ${s.bearer}` });

export { setEnv } from './set-env';
