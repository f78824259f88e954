import Link from 'next/link';
import { LegalPage } from '@/components/legal/legal-page';

export const metadata = { title: 'Privacy' };

// Only what the product does today (docs/landing.md lists where each statement comes from).
export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy" updated="24 November 2026">
      <p>Promptloom keeps what it needs to run your prompt library, and nothing for anyone else. Here is all of it.</p>
      <section className="space-y-2">
        <h2>What we store</h2>
        <ul>
          <li>
            <strong>Your account:</strong> email address and name, your role, and your plan (tier, status, billing cycle and dates). With
            email sign-in your password is stored only as a hash; where sign-in is provided by Clerk, Clerk holds your sign-in details.
          </li>
          <li>
            <strong>Your prompts:</strong> the prompts you create, the earlier versions kept when you edit them, and your custom
            categories.
          </li>
          <li>
            <strong>Your parameter memory:</strong> the name, job title, department, company and website you enter. It is kept in your
            browser and, once you are signed in, on your account so it follows you to other devices.
          </li>
          <li>
            <strong>Usage events:</strong> when you view, create, update, clone or delete a prompt we record which prompt, what happened
            and when. This ranks popular prompts and feeds the site&apos;s own analytics.
          </li>
          <li>
            <strong>Sessions:</strong> a cookie keeps you signed in. Each session records the address and browser it was started from,
            and ends when you sign out or it expires.
          </li>
          <li>
            <strong>Abuse limits:</strong> sign-in attempts and writes are counted per address, email and account for a few minutes to
            stop abuse; the counts are then dropped.
          </li>
        </ul>
      </section>
      <section className="space-y-2">
        <h2>In your browser</h2>
        <p>
          Local storage holds your theme, your parameter memory, the values you last typed into a prompt&apos;s fields and a few display
          preferences. The only cookies are the ones that keep you signed in. We use no advertising or tracking cookies; the advertising
          space on the home page is empty and runs no third-party code.
        </p>
      </section>
      <section className="space-y-2">
        <h2>Payments</h2>
        <p>
          Payments are handled by Paddle, our reseller. You enter your card or other payment details on Paddle&apos;s checkout; we never
          see or store card numbers. Paddle tells us which plan you bought, its status and its dates.
        </p>
      </section>
      <section className="space-y-2">
        <h2>Who else sees it</h2>
        <p>
          Nobody buys your data: we do not sell it, rent it or use it for advertising. Your prompts are private unless you mark one
          public, and a public prompt appears in the shared library only after an administrator approves it. Paddle (payments), Clerk
          (where it provides sign-in) and our hosting provider process data for us only to run the service.
        </p>
      </section>
      <section className="space-y-2">
        <h2>Getting a copy, or deleting your account</h2>
        <p>
          On the account page, under Your data: <em>Export my data</em> downloads your prompts, custom categories and parameter
          memory as a JSON file, and <em>Delete my account</em> (after you type your email) cancels a subscription that could still
          bill you and deletes your account, every prompt you wrote, public ones too, your categories and your parameter memory.
          Anonymous usage counts and lifetime purchase records stay, without any link to you. Your parameter memory in this browser is
          yours to clear at any time with your browser&apos;s site data settings.
        </p>
      </section>
      <p>
        Questions about this page: <Link href="/contact">contact us</Link>.
      </p>
    </LegalPage>
  );
}
