import { connection } from 'next/server';
import { currentViewer } from '@/lib/auth';
import { syncUser } from '@/lib/services/users';
import { lifetimeAvailability } from '@/lib/services/checkout';
import { onboardingPrompts } from '@/lib/services/onboarding';
import { listRecentlyUsed } from '@/lib/services/prompt-marks';
import { resumeStep, shouldShowOnboarding } from '@/lib/onboarding';
import { Home } from '@/components/home/home';
import { Landing } from '@/components/home/landing';
import { Onboarding } from '@/components/onboarding/onboarding';

export default async function HomePage() {
  // Per request, never at build time: the queries below must not open the database during `next build`.
  await connection();
  const [[viewer, user], lifetime] = await Promise.all([
    currentViewer().then(async (v) => [v, await syncUser(v)] as const),
    lifetimeAvailability(),
  ]);
  // spec P2 §2: a signed-in person who has neither started nor completed the onboarding gets it instead
  // of the home, and (issue #27) one who left it unfinished goes on at the step they left. Decided here
  // from their row, so the home never flashes first.
  if (viewer && user.ok && shouldShowOnboarding(user.data)) {
    const prompts = await onboardingPrompts(viewer);
    if (prompts.ok) {
      return (
        <Onboarding
          firstName={user.data.firstName}
          signUpName={user.data.name}
          prompts={prompts.data}
          initialStep={resumeStep(user.data)}
          initialRole={user.data.userRole}
        />
      );
    }
  }
  if (!viewer || !user.ok) return <Landing lifetime={lifetime} />;
  // issue #27: the last prompts this person built or copied, rendered with the page.
  const recent = await listRecentlyUsed(viewer);
  return <Home user={user.data} lifetime={lifetime} recentlyUsed={recent.ok ? recent.data : []} />;
}
