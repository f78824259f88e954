import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import { getEnv } from '../env';

/** The one place a Paddle SDK client is made (API calls, and webhook signature checks). */
export function paddleClient(apiKey: string): Paddle {
  return new Paddle(apiKey, { environment: paddleEnvironment() });
}

// Paddle's API through the official SDK; null when no API key is configured (local development).
export function paddleApi(): Paddle | null {
  const env = getEnv();
  return env.PADDLE_API_KEY ? paddleClient(env.PADDLE_API_KEY) : null;
}

/**
 * The SDK takes a base URL where it takes an environment (it maps 'sandbox' and 'production' to
 * Paddle's hosts and uses anything else as the URL), so tests point it at a local HTTP server.
 */
function paddleEnvironment(): Environment {
  const env = getEnv();
  if (env.PADDLE_API_URL && env.NODE_ENV !== 'production') return env.PADDLE_API_URL.replace(/\/$/, '') as Environment;
  return env.NEXT_PUBLIC_PADDLE_ENV === 'production' ? Environment.production : Environment.sandbox;
}
