import { Link } from "@tanstack/react-router";
import { useConfig } from "@/features/config/index";
import { LogoMark } from "../../components/logo";
import { cn } from "@/lib/cn";

const linkClass = "text-muted transition-colors hover:text-ink";

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
            <li>
              <Link to="/explore" className={linkClass}>
                Explore
              </Link>
            </li>
            <li>
              <Link to="/sagas" className={linkClass}>
                Sagas
              </Link>
            </li>
            <li>
              <Link to="/membership" className={linkClass}>
                Membership
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className={linkClass}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/hq-terms-and-conditions" className={linkClass}>
                $HQ Terms
              </Link>
            </li>
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
