import type { LucideIcon } from "lucide-react";
import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "./badge";

/**
 * The designed stand-in for a screen whose feature ships in a later issue:
 * it says what the page is for and what will be here, and offers ways on,
 * so no route is ever a dead end.
 */
export function PlaceholderPage({
  icon: Icon,
  eyebrow,
  title,
  description,
  upcoming,
  children,
}: {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  description: ReactNode;
  upcoming: string[];
  /** Links onward (rendered as buttons). */
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl" aria-labelledby="placeholder-title">
      <div className="relative overflow-hidden rounded-card border border-line bg-surface p-6 sm:p-10">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-brand/20 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-24 -left-24 size-64 rounded-full bg-accent/10 blur-3xl"
        />
        <div className="relative space-y-6">
          <div className="flex items-center gap-3">
            <span className="grid size-12 place-items-center rounded-xl bg-brand-soft text-brand">
              <Icon className="size-6" aria-hidden />
            </span>
            <Badge tone="accent">{eyebrow}</Badge>
          </div>
          <div className="space-y-3">
            <h1 id="placeholder-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {title}
            </h1>
            <p className="text-muted">{description}</p>
          </div>
          <div>
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-ink">What will be here</h2>
            <ul className="grid gap-2 sm:grid-cols-2">
              {upcoming.map((item) => (
                <li key={item} className="flex items-start gap-2 rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          {children ? <div className="flex flex-wrap gap-3 pt-2">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}
