import { redirect } from 'next/navigation';
import { ShieldAlert } from 'lucide-react';
import { guardPage } from '@/lib/page-guard';
import { canManagePrompt, canUseCustomCategories } from '@/lib/permissions';
import { getPrompt } from '@/lib/services/prompts';
import { PromptEditor } from '@/components/editor/prompt-editor';
import { EDITOR_TEXT } from '@/lib/editor-constants';

export const metadata = { title: 'Edit Prompt' };

// spec P1 §2: mode 'edit' edits the prompt with that id; any other mode means create.
export default async function EditPromptPage({ params }: { params: Promise<{ mode: string; id: string }> }) {
  const { mode, id } = await params;
  const viewer = await guardPage('signedIn', `/unified-editor/${encodeURIComponent(mode)}/${encodeURIComponent(id)}`);
  if (mode !== 'edit') redirect('/unified-editor');
  const result = await getPrompt(viewer, id);
  if (!result.ok || !canManagePrompt(viewer, { authorId: result.data.author?._id ?? null })) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
        <ShieldAlert className="size-10 text-red-500" aria-hidden />
        <h1 className="text-2xl font-semibold">Access Denied</h1>
        <p className="text-muted-foreground">{EDITOR_TEXT.accessDenied}</p>
      </div>
    );
  }
  return <PromptEditor key={result.data._id} mode="edit" prompt={result.data} isAdmin={viewer.isAdmin} canUseCustomCategories={canUseCustomCategories(viewer)} userId={viewer.id} />;
}
