import { Link } from "@tanstack/react-router";
import { useConfig } from "@/features/config/index";
import { LogoMark } from "../../components/logo";
import { cn } from "@/lib/cn";

const linkClass = "text-muted transition-colors hover:text-ink";

const FOOTER_LINKS = [
  { to: "/explore", label: "Explore" },
  { to: "/sagas", label: "Sagas" },
  { to: "/membership", label: "Membership" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/hq-terms-and-conditions", label: "$HQ Terms" },
] as const;

export function SiteFooter() {
  const { data: config } = useConfig();
  return (
    <footer className="mt-16 border-t border-line">
      <div
        className={cn(
          "mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 text-sm sm:px-6 md:flex-row md:items-center",
          "md:justify-between",
        )}
      >
        <div className="flex items-center gap-2 text-muted">
          <LogoMark className="size-6" />
          <span>QuestHQ — missions, credits and rewards across web3.</span>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            {config?.docsUrl ? (
              <li>
                <a href={config.docsUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  Documentation
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
