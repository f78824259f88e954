import { createElement, lazy, type ComponentType } from 'react';

// What the islands (components/islands.tsx, components/prompts/islands.tsx, components/auth/islands.tsx)
// share. In development they are React.lazy rather than next/dynamic: Turbopack's dev server preloads
// a chunk name it never serves (a 404 on the page). IN_DEVELOPMENT is fixed at build time, so a
// production build carries only the next/dynamic half.
export { IN_DEVELOPMENT } from '@/lib/public-env';

/**
 * A component whose code `load` brings, as React.lazy, inside a plain component: a page imports it as a
 * client reference, and a lazy object exported as one is read as lazy twice (React refuses it).
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Island(props: P) {
    return createElement(Lazy, props);
  };
}
