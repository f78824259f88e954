import { bearerTokenFrom, usesAuthorizationHeader } from './credentials';
import { verifyToken } from '@clerk/backend';
import { Webhook } from 'svix';
import { z } from 'zod';
import { INVALID_WEBHOOK_SIGNATURE } from '../constants';
import { getEnv } from '../env';

// The Clerk provider, used when CLERK_SECRET_KEY and NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY are set.

export type ClerkIdentity = {
  providerId: string;
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  image?: string | null;
};

/** Verify a Clerk session token. Networkless when CLERK_JWT_KEY (the PEM public key) is set. */
export async function verifyClerkSessionToken(token: string): Promise<ClerkIdentity | null> {
  const env = getEnv();
  try {
    const payload = await verifyToken(token, {
      jwtKey: env.CLERK_JWT_KEY,
      secretKey: env.CLERK_JWT_KEY ? undefined : env.CLERK_SECRET_KEY,
      authorizedParties: env.CLERK_AUTHORIZED_PARTIES.length ? env.CLERK_AUTHORIZED_PARTIES : undefined,
    });
    if (!payload.sub) return null;
    const claims = payload as Record<string, unknown>;
    return {
      providerId: payload.sub,
      // Present when the Clerk session token is customised to carry them (docs/auth.md).
      email: typeof claims.email === 'string' ? claims.email : undefined,
      firstName: typeof claims.first_name === 'string' ? claims.first_name : null,
      lastName: typeof claims.last_name === 'string' ? claims.last_name : null,
    };
  } catch {
    return null;
  }
}

export function clerkTokenFrom(headers: Headers): string | null {
  if (usesAuthorizationHeader(headers)) return bearerTokenFrom(headers);
  const cookie = headers.get('cookie') ?? '';
  const match = /(?:^|;\s*)__session=([^;]+)/.exec(cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

const clerkUserData = z.object({
  id: z.string().min(1),
  email_addresses: z.array(z.object({ id: z.string(), email_address: z.string().email() })).default([]),
  primary_email_address_id: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  image_url: z.string().nullish(),
});

const clerkEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user.created'), data: clerkUserData }),
  z.object({ type: z.literal('user.updated'), data: clerkUserData }),
  z.object({ type: z.literal('user.deleted'), data: z.object({ id: z.string().min(1) }) }),
]);

export type ClerkWebhookEvent =
  | { kind: 'upsert'; identity: ClerkIdentity & { email: string } }
  | { kind: 'delete'; providerId: string }
  | { kind: 'ignored'; type: string };

export type ClerkWebhookVerification = { ok: true; event: ClerkWebhookEvent } | { ok: false; reason: string };

/** Check the svix signature on the raw body and read the user event it carries. */
export function readClerkWebhook(rawBody: string, headers: Headers): ClerkWebhookVerification {
  const secret = getEnv().CLERK_WEBHOOK_SIGNING_SECRET;
  if (!secret) return { ok: false, reason: 'Clerk webhook signing secret is not configured' };
  let payload: unknown;
  try {
    payload = new Webhook(secret).verify(rawBody, {
      'svix-id': headers.get('svix-id') ?? '',
      'svix-timestamp': headers.get('svix-timestamp') ?? '',
      'svix-signature': headers.get('svix-signature') ?? '',
    });
  } catch {
    return { ok: false, reason: INVALID_WEBHOOK_SIGNATURE };
  }
  const type = (payload as { type?: unknown })?.type;
  const parsed = clerkEvent.safeParse(payload);
  if (!parsed.success) return { ok: true, event: { kind: 'ignored', type: String(type) } };
  const event = parsed.data;
  if (event.type === 'user.deleted') return { ok: true, event: { kind: 'delete', providerId: event.data.id } };
  const primary =
    event.data.email_addresses.find((e) => e.id === event.data.primary_email_address_id) ?? event.data.email_addresses[0];
  if (!primary) return { ok: true, event: { kind: 'ignored', type: event.type } };
  return {
    ok: true,
    event: {
      kind: 'upsert',
      identity: {
        providerId: event.data.id,
        email: primary.email_address,
        firstName: event.data.first_name ?? null,
        lastName: event.data.last_name ?? null,
        image: event.data.image_url ?? null,
      },
    },
  };
}
