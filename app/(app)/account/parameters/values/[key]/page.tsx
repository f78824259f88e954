import { guardPage } from '@/lib/page-guard';
import { ValuePage } from '@/components/parameters/value-page';

export const metadata = { title: 'Value: where it is kept and used' };

/** A path segment as text: Next may hand it over still encoded ('job%20title'); a stray '%' stays as it is. */
function segmentText(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** One value of the person's (docs/memory.md#the-usage-trail): where it is kept, where it may go, where it was used. */
export default async function ValueTrailPage({ params }: { params: Promise<{ key: string }> }) {
  const key = segmentText((await params).key).trim().toLowerCase();
  await guardPage('signedIn', `/account/parameters/values/${encodeURIComponent(key)}`);
  return <ValuePage valueKey={key} />;
}
