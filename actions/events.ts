'use server';

import { defineAction } from '@/lib/action';
import { trackAppEvent, type AppEventInput } from '@/lib/services/app-events';
import { trackEvent, type TrackEventInput } from '@/lib/services/events';

// Usage events (spec P1 §7): the service POST /api/events/track calls.

export const trackEventAction = defineAction({
  name: 'events.track',
  run: (viewer, input: TrackEventInput) => trackEvent(viewer, input),
  // A copy is a use: the home's Recently used is rendered on the server.
  revalidate: () => ['/'],
});

// Product analytics (spec P2 §7): onboarding steps, home clicks, parameter actions; allow-listed names.
export const trackAppEventAction = defineAction({
  name: 'events.app',
  run: (viewer, input: AppEventInput) => trackAppEvent(viewer, input),
});
