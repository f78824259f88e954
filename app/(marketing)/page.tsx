import { currentViewer } from '@/lib/auth';
import { syncUser } from '@/lib/services/users';
import { Home } from '@/components/home/home';
import { Landing } from '@/components/home/landing';

export default async function HomePage() {
  const user = await syncUser(await currentViewer());
  return user.ok ? <Home user={user.data} /> : <Landing />;
}
