import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArrowLeft, Star } from 'lucide-react';
import { guardPage } from '@/lib/page-guard';
import { getPromptForViewer } from '@/lib/services/prompts';
import { MESSAGES } from '@/lib/constants';
import { buttonClasses } from '@/components/ui/button';

export default async function PromptPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await guardPage('signedIn', `/prompts/${encodeURIComponent(id)}`);
  const result = await getPromptForViewer(viewer, id);
  const back = (
    <Link href="/prompts" className={buttonClasses('ghost', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden /> Back to Prompts
    </Link>
  );
  if (!result.ok) {
    if (result.code !== 'PRO_CONTENT') notFound();
    return (
      <div className="space-y-6">
        {back}
        <div role="alertdialog" aria-labelledby="pro-title" className="mx-auto max-w-md rounded-lg border border-amber-300 bg-card p-6 text-center dark:border-amber-800">
          <Star className="mx-auto size-8 fill-amber-400 text-amber-400" aria-hidden />
          <h1 id="pro-title" className="mt-3 text-xl font-semibold">
            {MESSAGES.proContentTitle}
          </h1>
          <p className="mt-2 text-muted-foreground">{MESSAGES.proContentBody}</p>
          <div className="mt-6 flex justify-center gap-3">
            <Link href="/prompts" className={buttonClasses('secondary')}>
              Maybe Later
            </Link>
            <Link href="/pricing" className={buttonClasses()}>
              Get PRO Access
            </Link>
          </div>
        </div>
      </div>
    );
  }
  const prompt = result.data;
  return (
    <article className="space-y-6">
      {back}
      <header>
        <h1 className="text-2xl font-semibold">{prompt.title}</h1>
        <p className="mt-1 text-muted-foreground">{prompt.description}</p>
      </header>
      <pre className="whitespace-pre-wrap rounded-lg border border-border bg-muted p-5 font-mono text-sm leading-relaxed">{prompt.content}</pre>
      <footer className="text-sm text-muted-foreground">
        {prompt.author?._id === viewer.id ? 'Created by You' : 'From the Promptloom library'}
      </footer>
    </article>
  );
}
