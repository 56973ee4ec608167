import { getRouteApi, Link } from "@tanstack/react-router";
import { ArrowLeftRight } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { PlaceholderPage } from "@/components/ui/placeholder-page";
import { useRouteTitle } from "@/lib/use-document-title";

const route = getRouteApi("/bridge");

export function BridgePage() {
  useRouteTitle("/bridge");
  const search = route.useSearch();
  const prefilled = Object.entries(search).filter(([, value]) => value !== undefined);
  return (
    <div className="space-y-6">
      <PlaceholderPage
        icon={ArrowLeftRight}
        eyebrow="Bridge & Swap · coming next"
        title="Bridge and swap"
        description="Move tokens between chains and swap them in one step, powered by LI.FI."
        upcoming={["Routes across Ethereum, Base, Arbitrum and more", "Prefilled amounts and tokens from links", "Swap history"]}
      >
        <Link to="/explore" className={buttonClass("secondary")}>
          Explore missions
        </Link>
      </PlaceholderPage>
      {prefilled.length ? (
        <section aria-label="Prefilled from the link" className="mx-auto max-w-3xl rounded-card border border-line bg-surface p-5">
          <h2 className="mb-3 text-sm font-semibold">Prefilled from your link</h2>
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            {prefilled.map(([key, value]) => (
              <div key={key} className="flex justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2">
                <dt className="text-muted">{key}</dt>
                <dd className="truncate font-mono">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
