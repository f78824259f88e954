import Link from 'next/link';
import { connection } from 'next/server';
import { faqSections } from '@/components/faq/faq-sections';
import { librarySize } from '@/lib/services/library-size';
import { FaqTabs } from '@/components/faq/faq-tabs';
import { buttonClasses } from '@/components/ui/button';

export const metadata = { title: 'FAQ' };

// spec P2 §2: four tabs of accordion questions; Contact Support and Join Community go to /contact.
export default async function FaqPage() {
  // Per request, never at build time: the library's size is read from the database.
  await connection();
  const sections = faqSections(await librarySize());
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Frequently asked questions</h1>
        <p className="mt-2 text-muted-foreground">Plans, the parameter memory, your data: the short answers.</p>
      </div>
      <FaqTabs sections={sections} />
      <div className="rounded-lg border border-border bg-card p-6 text-center">
        <h2 className="text-lg font-semibold">Still have a question?</h2>
        <p className="mt-1 text-sm text-muted-foreground">A person answers, usually within one working day.</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Link href="/contact" className={buttonClasses()}>
            Contact Support
          </Link>
          <Link href="/contact" className={buttonClasses('secondary')}>
            Join Community
          </Link>
        </div>
      </div>
    </div>
  );
}
