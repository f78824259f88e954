import Link from 'next/link';
import { PRICES, SUPPORT_EMAIL } from '@/lib/constants';
import { LegalPage } from '@/components/legal/legal-page';

export const metadata = { title: 'Terms' };

// Short and true of the product today; prices come from the one place they are kept.
export default function TermsPage() {
  return (
    <LegalPage title="Terms of use" updated="25 November 2026">
      <p>By creating an account or using Promptloom you agree to these terms. They are short on purpose.</p>
      <section className="space-y-2">
        <h2>The service</h2>
        <p>
          Promptloom is a library of reusable prompt templates for AI assistants: you browse and fill in templates, keep a parameter
          memory, and with a paid plan or trial create your own prompts and categories, generate prompts with AI, and use your
          library in other sites through the browser extension and personal API tokens.
        </p>
      </section>
      <section className="space-y-2">
        <h2>Your account</h2>
        <p>
          One person per account. Keep your password to yourself and your email address current; you are responsible for what happens
          under your account.
        </p>
      </section>
      <section className="space-y-2">
        <h2>Plans and payment</h2>
        <ul>
          <li>
            Free costs ${PRICES.free}. Every new account gets a 14-day trial of the Pro features, without a card; when it ends the
            account stays on Free.
          </li>
          <li>
            Pro costs ${PRICES.proMonthly} a month or ${PRICES.proYearly} a year and renews until you cancel. Cancel from the account
            page; Pro stays on until the end of the period you paid for.
          </li>
          <li>Lifetime costs ${PRICES.lifetime} once, for Pro without renewals; only {PRICES.lifetimeSpotsTotal} are sold.</li>
          <li>
            Paddle sells the plans as our reseller, so its checkout terms apply to the purchase. If Promptloom is not for you, ask for
            a refund within 30 days of paying.
          </li>
        </ul>
      </section>
      <section className="space-y-2">
        <h2>Your content</h2>
        <p>
          The prompts you write stay yours and private. If you mark one public and an administrator approves it, you allow us to show it
          to other users in the shared library. You may use the library&apos;s templates, and whatever you make with them, in your own
          work; do not republish the library as a collection.
        </p>
      </section>
      <section className="space-y-2">
        <h2>Fair use</h2>
        <p>
          Do not use Promptloom to break the law, to attack or overload it, or to get around its limits or someone else&apos;s access.
          We may suspend an account that does. What an AI assistant makes of a prompt is up to that assistant and to you.
        </p>
      </section>
      <section className="space-y-2">
        <h2>Changes and liability</h2>
        <p>
          We improve Promptloom often and may change these terms; the date above shows the last change. The service is provided as it
          is, without warranties, to the extent the law allows.
        </p>
      </section>
      <p>
        Questions: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or the <Link href="/contact">contact page</Link>. How we
        handle data is on the <Link href="/privacy">privacy page</Link>.
      </p>
    </LegalPage>
  );
}
