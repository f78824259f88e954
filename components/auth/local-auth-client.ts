// better-auth's own endpoints, called directly: its client library would add weight to every page.

export type LocalAuthAnswer = { error: string | null; code?: string };

export async function callLocalAuth(path: string, body: object): Promise<LocalAuthAnswer> {
  try {
    const response = await fetch(`/api/auth/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { error: null };
    // better-auth's own refusals carry `message`; ours (429 too many attempts, 503 outage, 403
    // cross-site) carry the API's `error`.
    const answer = (await response.json().catch(() => null)) as { message?: string; error?: string; code?: string } | null;
    return { error: answer?.message ?? answer?.error ?? 'Something went wrong. Please try again.', code: answer?.code };
  } catch {
    return { error: 'Network error. Please check your connection and try again.' };
  }
}
