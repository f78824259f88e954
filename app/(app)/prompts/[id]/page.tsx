import { guardPage } from '@/lib/page-guard';
import { PromptViewer } from '@/components/prompts/prompt-viewer';

export const metadata = { title: 'Prompt' };

export default async function PromptPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await guardPage('signedIn', `/prompts/${encodeURIComponent(id)}`);
  return <PromptViewer promptId={id} viewer={viewer} />;
}
