import { normalizeError, type ErrorBody } from './errors';
import { NetworkError } from './retry';

// Browser-side calls to our API. Failures are normalised to the one error shape (spec P1 §8).

export class ApiError extends Error {
  constructor(readonly body: ErrorBody) {
    super(body.error);
    this.name = 'ApiError';
  }
  get status() {
    return this.body.status;
  }
  get code() {
    return this.body.code;
  }
}

export async function apiFetch<T>(path: string, init: RequestInit = {}, fallbackMessage?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(normalizeError({ ...(body as object), status: response.status }, fallbackMessage));
  }
  return body as T;
}
