'use client';

import { useCallback } from 'react';
import { apiBeacon } from '@/lib/api-beacon';
import type { AppEventProperties, ClientAppEventName } from '@/lib/onboarding';

/**
 * spec P2 §7: send an analytics event (onboarding steps, home clicks, parameter actions). Fire and
 * forget, as a keepalive beacon to POST /api/events/app rather than a server action: Next runs a
 * pending action before the next navigation, so a tracked link would wait for its own event.
 *
 *   const track = useTrackAppEvent();
 *   track('parameter_action', { action: 'add_alias', parameter: 'name' });
 */
export function useTrackAppEvent() {
  return useCallback((name: ClientAppEventName, properties?: AppEventProperties) => apiBeacon('/api/events/app', { name, properties }), []);
}
