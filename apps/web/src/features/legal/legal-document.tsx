import { Link } from "@tanstack/react-router";

export type LegalSection = { id: string; title: string; paragraphs: string[] };

/** Shared layout of the legal pages: title, contents list, numbered sections. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl" aria-labelledby="legal-title">
      <header className="mb-8 space-y-3 border-b border-line pb-8">
        <p className="text-xs font-semibold tracking-widest text-accent uppercase">Legal</p>
        <h1 id="legal-title" className="text-3xl font-bold tracking-tight">
          {title}
        </h1>
        <p className="text-sm text-muted">Last updated {updated}</p>
        <p className="text-muted">{intro}</p>
      </header>
      <nav aria-label="Contents" className="mb-10 rounded-card border border-line bg-surface p-5">
        <h2 className="mb-3 text-sm font-semibold">Contents</h2>
        <ol className="grid list-decimal gap-1.5 pl-5 text-sm text-muted sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="hover:text-ink">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-10">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-24 space-y-3"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-semibold">
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
      <footer className="mt-12 flex flex-wrap gap-4 border-t border-line pt-6 text-sm">
        <Link to="/terms-of-service" className="text-muted hover:text-ink">
          Terms of Service
        </Link>
        <Link to="/hq-terms-and-conditions" className="text-muted hover:text-ink">
          $HQ Terms and Conditions
        </Link>
        <Link to="/" className="text-muted hover:text-ink">
          Home
        </Link>
      </footer>
    </article>
  );
}
