// The user's query keys, apart from the hooks (./user.ts): code that only invalidates them after an
// event (the home's first visit) imports no query library with them.
export const userKeys = {
  all: ['me'] as const,
  me: () => [...userKeys.all, 'user'] as const,
  subscription: () => [...userKeys.all, 'subscription'] as const,
  parameters: () => [...userKeys.all, 'parameters'] as const,
};
