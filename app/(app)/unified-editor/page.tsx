import { redirect } from 'next/navigation';
import { guardPage } from '@/lib/page-guard';
import { canCreatePrompt, canUseCustomCategories } from '@/lib/permissions';
import { PromptEditor } from '@/components/editor/prompt-editor';

export const metadata = { title: 'Create Prompt' };

export default async function CreatePromptPage() {
  const viewer = await guardPage('signedIn', '/unified-editor');
  // spec P1 §4: a user without create permission is sent to /#pricing.
  if (!canCreatePrompt(viewer)) redirect('/#pricing');
  return <PromptEditor mode="create" isAdmin={viewer.isAdmin} canUseCustomCategories={canUseCustomCategories(viewer)} userId={viewer.id} />;
}
