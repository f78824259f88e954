import { BookOpen, PenSquare } from 'lucide-react';
import { ADMIN_DASHBOARDS } from '@/components/admin/dashboards';
import { MESSAGES } from '@/lib/constants';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Suspense } from 'react';
import { HomeProfile, ParameterBanner, PricingPlans } from '@/components/islands';
import type { ProfileListDTO } from '@/lib/dto/profiles';
import { isReturningVisit } from '@/lib/onboarding';
import type { UserDTO } from '@/lib/dto/users';
import { HomeVisit } from './home-visit';
import type { LifetimeAvailability } from '@/lib/dto/users';
import { TrackedLink } from './tracked-link';
import { RecentlyUsed } from './recently-used';
import type { PromptDTO } from '@/lib/dto/prompts';
import type { LibrarySize } from '@/lib/library-size';

/**
 * spec P2 §2 'Signed-in home': a welcome ('Welcome back' only once the home was seen before), the trial
 * banner, Browse Prompts, Create New Prompt (or its hint), the admin cards, and the parameter banner.
 */
export function Home({
  user,
  lifetime,
  library,
  recentlyUsed,
  parameterBanner,
  profiles,
}: {
  user: UserDTO;
  lifetime: LifetimeAvailability;
  library: LibrarySize;
  recentlyUsed: PromptDTO[];
  parameterBanner: boolean;
  /** The person's profiles (names only) and the web app's active one. */
  profiles: { list: { _id: string; name: string }[]; activeId: ProfileListDTO['activeProfileId'] };
}) {
  const greetingName = user.firstName || user.name || user.email;
  const showTrialBanner = user.trialDaysRemaining > 0 && !user.isCurrent;
  const returning = isReturningVisit(user);
  return (
    <div className="space-y-8">
      <HomeVisit
        state={{
          userRole: user.userRole,
          onboardingStartedAt: user.onboardingStartedAt,
          onboardingCompletedAt: user.onboardingCompletedAt,
          onboardingStep: user.onboardingStep,
          firstHomeVisitAt: user.firstHomeVisitAt,
        }}
      />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">
          {returning ? 'Welcome back' : 'Welcome'}, {greetingName}
        </h1>
        <p className="mt-1 text-muted-foreground">{returning ? 'Pick up where you left off.' : 'Your library and your tools start here.'}</p>
        {profiles.list.length > 0 && (
          <div className="mt-3">
            <HomeProfile profiles={profiles.list} activeId={profiles.activeId} />
          </div>
        )}
      </div>
      <ParameterBanner shown={parameterBanner} />
      {showTrialBanner && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
          <span>{MESSAGES.trialDaysLeft(user.trialDaysRemaining)}</span>
          <TrackedLink trackAs="upgrade" href="/pricing" className={buttonClasses('primary', 'sm', 'ml-auto')}>
            Upgrade to Pro
          </TrackedLink>
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <BookOpen className="size-6 text-accent" aria-hidden />
          <h2 className="mt-3 font-semibold">Browse Prompts</h2>
          <p className="mt-1 text-sm text-muted-foreground">Search the library, fill in a template and send it to your assistant.</p>
          <TrackedLink trackAs="browse" href="/prompts" className={buttonClasses('primary', 'md', 'mt-4')}>
            Browse Prompts
          </TrackedLink>
        </Card>
        <Card>
          <PenSquare className="size-6 text-accent" aria-hidden />
          <h2 className="mt-3 font-semibold">Create New Prompt</h2>
          <p className="mt-1 text-sm text-muted-foreground">Write your own template with placeholders, or start from a framework.</p>
          {user.canAccessProFeatures ? (
            <TrackedLink trackAs="create" href="/unified-editor" className={buttonClasses('secondary', 'md', 'mt-4')}>
              Create New Prompt
            </TrackedLink>
          ) : (
            <div className="mt-4">
              <button type="button" disabled className={buttonClasses('secondary')}>
                Create New Prompt
              </button>
              <p className="mt-2 text-xs text-muted-foreground">{MESSAGES.upgradeToCreateHint}</p>
            </div>
          )}
        </Card>
      </div>
      <RecentlyUsed prompts={recentlyUsed} viewerId={user.id} />
      {user.isAdmin && (
        <section aria-labelledby="admin-tools">
          <h2 id="admin-tools" className="mb-3 text-lg font-semibold">
            Admin
          </h2>
          <div className="grid gap-4 md:grid-cols-3">
            {ADMIN_DASHBOARDS.map(({ href, icon: Icon, title, text }) => (
              <TrackedLink
                key={href}
                trackAs={href.slice(1)}
                href={href}
                className="rounded-lg border border-border bg-card p-5 transition-colors hover:border-accent"
              >
                <Icon className="size-5 text-accent" aria-hidden />
                <h3 className="mt-2 font-medium">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </TrackedLink>
            ))}
          </div>
        </section>
      )}
      {!user.canAccessProFeatures && (
        <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-24">
          <h2 id="pricing-title" className="mb-6 text-2xl font-semibold">
            Upgrade to Pro
          </h2>
          <Suspense>
            <PricingPlans user={{ id: user.id, email: user.email, isPro: false, hasLifetime: false }} lifetime={lifetime} library={library} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
