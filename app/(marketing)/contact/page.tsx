import Link from 'next/link';
import { Mail } from 'lucide-react';
import { SUPPORT_EMAIL } from '@/lib/constants';
import { LegalPage } from '@/components/legal/legal-page';
import { buttonClasses } from '@/components/ui/button';

export const metadata = { title: 'Contact' };

// spec P2 §2: the target of the FAQ's Contact Support and Join Community buttons, and of the footer.
export default function ContactPage() {
  return (
    <LegalPage title="Contact support">
      <p>
        Questions, problems, a refund, a copy of your data or deleting your account: write to us and a person answers, usually within
        one working day.
      </p>
      <p>
        <a href={`mailto:${SUPPORT_EMAIL}`} data-button className={buttonClasses('primary', 'lg')}>
          <Mail className="size-5" aria-hidden />
          Email {SUPPORT_EMAIL}
        </a>
      </p>
      <section className="space-y-2">
        <h2>What helps us answer quickly</h2>
        <ul>
          <li>The email address of your Promptloom account.</li>
          <li>What you did, what you expected and what you saw instead (a screenshot helps).</li>
          <li>For a payment: the date and the receipt number from Paddle&apos;s email.</li>
        </ul>
      </section>
      <section className="space-y-2">
        <h2>Community</h2>
        <p>
          There is no public forum or chat yet. Until there is, ideas, prompt requests and feedback are welcome at the same address; we
          read every message.
        </p>
      </section>
      <p>
        Many answers are already in the <Link href="/pricing/faq">FAQ</Link>.
      </p>
    </LegalPage>
  );
}
