import { guardPage } from '@/lib/page-guard';
import { getPrompt } from '@/lib/services/prompts';
import { canRunPrompts } from '@/lib/services/ai';
import { PromptViewer } from '@/components/prompts/islands';

export const metadata = { title: 'Prompt' };

export default async function PromptPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await guardPage('signedIn', `/prompts/${encodeURIComponent(id)}`);
  // The prompt renders with the page; a refusal (not found, pro content) is shown by the client.
  const prompt = await getPrompt(viewer, id);
  return <PromptViewer promptId={id} viewer={viewer} initial={prompt.ok ? prompt.data : undefined} canRun={canRunPrompts(viewer)} />;
}
