import type { ParameterMemory } from '../parameter-memory';
import type { AiUsageDTO } from './ai';
import type { CategoryDTO, UserCategoryDTO } from './categories';
import type { PromptDTO, PromptListAnswer, PromptVersionDTO } from './prompts';
import type { SubscriptionDTO, UsageStatsDTO, UserDTO } from './users';

/**
 * What each of our API's reads answers, by route as its file is named under app/api (issue #11).
 * The browser reads only through `apiRead` (lib/api-client.ts), which takes a key of this map, so a
 * hook cannot pick a type of its own for what arrives; tests/unit/api-reads.ts makes the build fail
 * when a route's service answers something other than its entry here.
 */
export type ApiReads = {
  'GET /api/categories': CategoryDTO[];
  'GET /api/user-categories': UserCategoryDTO[];
  'GET /api/prompts': PromptListAnswer;
  'GET /api/prompts/[id]': PromptDTO;
  'GET /api/prompts/[id]/versions': PromptVersionDTO[];
  'GET /api/user/subscription': SubscriptionDTO;
  'GET /api/user/parameters': { parameters: ParameterMemory };
  'GET /api/stats': UsageStatsDTO;
  'GET /api/checkout/verify/[checkoutId]': { verified: boolean };
  'GET /api/ai-prompt/usage': AiUsageDTO;
  // The session's user, made or brought up to date on the server: a POST that reads.
  'POST /api/user/sync': UserDTO;
};

export type ApiRead = keyof ApiReads;
