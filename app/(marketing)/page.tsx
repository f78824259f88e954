import { currentViewer } from '@/lib/auth';
import { syncUser } from '@/lib/services/users';
import { lifetimeSpotsRemaining } from '@/lib/services/checkout';
import { Home } from '@/components/home/home';
import { Landing } from '@/components/home/landing';

export default async function HomePage() {
  const [user, lifetimeSpots] = await Promise.all([currentViewer().then(syncUser), lifetimeSpotsRemaining()]);
  return user.ok ? <Home user={user.data} lifetimeSpots={lifetimeSpots} /> : <Landing lifetimeSpots={lifetimeSpots} />;
}
