import { connection } from 'next/server';
import { cookies } from 'next/headers';
import { currentViewer } from '@/lib/services/viewer';
import { syncUser } from '@/lib/services/users';
import { lifetimeAvailability } from '@/lib/services/checkout';
import { onboardingPrompts } from '@/lib/services/onboarding';
import { librarySize } from '@/lib/services/library-size';
import { listRecentlyUsed } from '@/lib/services/prompt-marks';
import { getParameters } from '@/lib/services/parameters';
import { listProfiles } from '@/lib/services/profiles';
import { hasPersonalParameters, STORAGE_KEYS } from '@/lib/parameter-memory';
import { resumeStep, shouldShowOnboarding } from '@/lib/onboarding';
import { Home } from '@/components/home/home';
import { Landing } from '@/components/home/landing';
import { Onboarding } from '@/components/islands';

export default async function HomePage() {
  // Per request, never at build time: the queries below must not open the database during `next build`.
  await connection();
  const [[viewer, user], lifetime, library] = await Promise.all([
    currentViewer().then(async (v) => [v, await syncUser(v)] as const),
    lifetimeAvailability(),
    librarySize(),
  ]);
  // spec P2 §2: a signed-in person who has neither started nor completed the onboarding gets it instead
  // of the home, and one who left it unfinished goes on at the step they left. Decided here
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
  if (!viewer || !user.ok) return <Landing lifetime={lifetime} library={library} />;
  // The last prompts this person built or copied, and spec P2 §2's parameter banner, decided here so
  // the first paint has it or not: no value in the server's copy of the memory, and not dismissed
  // (the banner's cookie).
  const [recent, parameters, jar, profiles] = await Promise.all([listRecentlyUsed(viewer), getParameters(viewer), cookies(), listProfiles(viewer)]);
  const parameterBanner = jar.get(STORAGE_KEYS.bannerDismissed)?.value !== 'true' && !(parameters.ok && hasPersonalParameters(parameters.data.parameters));
  const profileList = profiles.ok ? { list: profiles.data.profiles.map((p) => ({ _id: p._id, name: p.name })), activeId: profiles.data.activeProfileId } : { list: [], activeId: null };
  return <Home user={user.data} lifetime={lifetime} library={library} recentlyUsed={recent.ok ? recent.data : []} parameterBanner={parameterBanner} profiles={profileList} />;
}
