import { Link } from "@tanstack/react-router";
import { ExternalLink } from "lucide-react";
import { useConfig } from "@/features/config/index";
import { mainNavLinks } from "./nav-links";
import { useShellDialogs } from "./shell-dialogs-context";

const itemClass =
  "whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-muted transition-colors hover:bg-surface-2 " +
  "hover:text-ink";

export function DesktopNav() {
  const { openDialog } = useShellDialogs();
  const { data: config } = useConfig();
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainNavLinks.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={itemClass}
              activeProps={{ className: "bg-surface-2 text-ink", "aria-current": "page" }}
            >
              {link.label}
            </Link>
          </li>
        ))}
        {config?.docsUrl ? (
          <li>
            <a
              href={config.docsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${itemClass} inline-flex items-center gap-1`}
            >
              Documentation
              <ExternalLink className="size-3.5" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ) : null}
        <li>
          <button type="button" className={itemClass} onClick={() => openDialog("support")}>
            Support
          </button>
        </li>
      </ul>
    </nav>
  );
}
