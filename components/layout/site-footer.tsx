import Link from 'next/link';

// Every public page links Contact, FAQ, Pricing, Terms and Privacy.
const LINKS = [
  { href: '/contact', label: 'Contact' },
  { href: '/pricing/faq', label: 'FAQ' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/terms', label: 'Terms' },
  { href: '/privacy', label: 'Privacy' },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-1 gap-y-1">
            {LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="inline-flex min-h-10 items-center rounded-md px-2 hover:text-foreground hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="px-2">Promptloom: reusable AI prompts, filled in for you.</p>
      </div>
    </footer>
  );
}
