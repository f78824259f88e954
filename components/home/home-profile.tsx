'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { switchWebProfile } from '@/hooks/switch-profile';
import { ProfileSelect } from '@/components/profiles/profile-select';
import type { ProfileRefDTO } from '@/lib/dto/profiles';
import { notify } from '@/lib/notify';
import { PROFILE_UI } from '@/lib/profile-text';

/** The home's profile switch (docs/memory.md#profiles): the web app's active profile, one choice away. */
export function HomeProfile({ profiles, activeId }: { profiles: ProfileRefDTO[]; activeId: string | null }) {
  const router = useRouter();
  const [active, setActive] = useState(activeId);
  const [busy, setBusy] = useState(false);

  async function switchTo(profileId: string | null) {
    const before = active;
    setActive(profileId);
    setBusy(true);
    try {
      await switchWebProfile(profileId);
    } catch (error) {
      setActive(before);
      notify.error(error instanceof Error && error.message ? error.message : PROFILE_UI.switchFailed);
      return;
    } finally {
      setBusy(false);
    }
    notify.success(PROFILE_UI.switched(profiles.find((p) => p._id === profileId)?.name ?? null));
    router.refresh();
  }

  return <ProfileSelect id="home-profile-select" profiles={profiles} activeId={active} onChange={(id) => void switchTo(id)} busy={busy} />;
}
