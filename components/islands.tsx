'use client';

import type { ComponentProps } from 'react';
import dynamic from 'next/dynamic';
import { IN_DEVELOPMENT, lazyIsland } from './island';
import type { Onboarding as OnboardingType } from '@/components/onboarding/onboarding';
import type { PricingPlans as PricingPlansType } from '@/components/pricing/pricing-plans';
import type { ParameterDemo as ParameterDemoType } from '@/components/home/parameter-demo';
import type { RecentlyUsedCards as RecentlyUsedCardsType } from '@/components/home/recently-used-cards';
import type { ParameterBanner as ParameterBannerType } from '@/components/home/parameter-banner';
import type { HomeProfile as HomeProfileType } from '@/components/home/home-profile';

// The parts of pages that a first paint does not need the code of: the server renders them into the
// page's HTML as before, and their code (with the query library where they read through it) loads
// beside the first load instead of in it, announced by a low-priority preload (next/dynamic). Each
// hydrates when its code has come. docs/library.md, Performance.
// In development, React.lazy instead (components/island.ts).

type OnboardingProps = ComponentProps<typeof OnboardingType>;
const withQueryOnboarding = ([{ QueryProvider }, m]: [typeof import('@/components/query-provider'), typeof import('@/components/onboarding/onboarding')]) =>
  function OnboardingIsland(props: OnboardingProps) {
    return (
      <QueryProvider>
        <m.Onboarding {...props} />
      </QueryProvider>
    );
  };
/** The onboarding, shown on / instead of the home to a person who has not finished it. */
export const Onboarding = IN_DEVELOPMENT
  ? lazyIsland(() => Promise.all([import('@/components/query-provider'), import('@/components/onboarding/onboarding')]).then(withQueryOnboarding))
  : dynamic(() => Promise.all([import('@/components/query-provider'), import('@/components/onboarding/onboarding')]).then(withQueryOnboarding));

type RecentlyUsedProps = ComponentProps<typeof RecentlyUsedCardsType>;
const withQueryRecentlyUsed = ([{ QueryProvider }, m]: [typeof import('@/components/query-provider'), typeof import('@/components/home/recently-used-cards')]) =>
  function RecentlyUsedIsland(props: RecentlyUsedProps) {
    return (
      <QueryProvider>
        <m.RecentlyUsedCards {...props} />
      </QueryProvider>
    );
  };
/** The home's Recently used cards (star and Copy write through the query library). */
export const RecentlyUsedCards = IN_DEVELOPMENT
  ? lazyIsland(() => Promise.all([import('@/components/query-provider'), import('@/components/home/recently-used-cards')]).then(withQueryRecentlyUsed))
  : dynamic(() => Promise.all([import('@/components/query-provider'), import('@/components/home/recently-used-cards')]).then(withQueryRecentlyUsed));

/** The plans on /, /pricing and the home, below the first screen on a phone. */
export const PricingPlans = IN_DEVELOPMENT
  ? lazyIsland<ComponentProps<typeof PricingPlansType>>(() => import('@/components/pricing/pricing-plans').then((m) => m.PricingPlans))
  : dynamic<ComponentProps<typeof PricingPlansType>>(() => import('@/components/pricing/pricing-plans').then((m) => m.PricingPlans));

/** The landing's parameter memory demo, below the first screen on a phone. */
export const ParameterDemo = IN_DEVELOPMENT
  ? lazyIsland(() => import('@/components/home/parameter-demo').then((m) => m.ParameterDemo))
  : dynamic<ComponentProps<typeof ParameterDemoType>>(() => import('@/components/home/parameter-demo').then((m) => m.ParameterDemo));

/** The home's parameter banner (it reads the memory in local storage once shown). */
export const ParameterBanner = IN_DEVELOPMENT
  ? lazyIsland<ComponentProps<typeof ParameterBannerType>>(() => import('@/components/home/parameter-banner').then((m) => m.ParameterBanner))
  : dynamic<ComponentProps<typeof ParameterBannerType>>(() => import('@/components/home/parameter-banner').then((m) => m.ParameterBanner));

/** The home's profile switch, for a person with profiles. */
export const HomeProfile = IN_DEVELOPMENT
  ? lazyIsland<ComponentProps<typeof HomeProfileType>>(() => import('@/components/home/home-profile').then((m) => m.HomeProfile))
  : dynamic<ComponentProps<typeof HomeProfileType>>(() => import('@/components/home/home-profile').then((m) => m.HomeProfile));
