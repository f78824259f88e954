import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import { getEnv } from '../env';

// Paddle's API through the official SDK; null when no API key is configured (local development).
export function paddleApi(): Paddle | null {
  const env = getEnv();
  if (!env.PADDLE_API_KEY) return null;
  return new Paddle(env.PADDLE_API_KEY, {
    environment: env.NEXT_PUBLIC_PADDLE_ENV === 'production' ? Environment.production : Environment.sandbox,
  });
}
