'use client';

import type { ComponentProps } from 'react';
import dynamic from 'next/dynamic';
import { IN_DEVELOPMENT, lazyIsland } from '@/components/island';
import type { VerifyEmailBanner as VerifyEmailBannerType } from './verify-email-banner';

/**
 * The banner shown to a person whose address is not confirmed: rendered by the server with the page,
 * its code loads beside the first load (components/islands.tsx), so other pages carry none of it.
 */
export const VerifyEmailBanner = IN_DEVELOPMENT
  ? lazyIsland<ComponentProps<typeof VerifyEmailBannerType>>(() => import('./verify-email-banner').then((m) => m.VerifyEmailBanner))
  : dynamic<ComponentProps<typeof VerifyEmailBannerType>>(() => import('./verify-email-banner').then((m) => m.VerifyEmailBanner));
