import { Link } from "@tanstack/react-router";
import { ArrowRight, Coins, Compass, Newspaper, Star, type LucideIcon } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSession } from "@/features/session/index";
import { useOrganizationCreation } from "@/features/users/index";
import { useRouteTitle } from "@/lib/use-document-title";
import { cn } from "@/lib/cn";

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Compass,
    title: "Missions",
    text: "Complete social, on-chain and game objectives from projects you care about.",
  },
  {
    icon: Coins,
    title: "Credits → $HQ",
    text: "Objectives earn credits; boosters multiply them; each Saga converts them to $HQ.",
  },
  {
    icon: Star,
    title: "Weekly challenges",
    text: "Stars every week for 3, 4 or 5 objectives, each adding to your booster.",
  },
  { icon: Newspaper, title: "The Atlas", text: "A web3 news feed with channels and topics you can follow." },
];

export function HomePage() {
  useRouteTitle("/");
  const { isSignedIn } = useSession();
  const { canCreate } = useOrganizationCreation();
  return (
    <div className="space-y-16">
      <section
        className="relative overflow-hidden rounded-card border border-line bg-surface px-6 py-14 sm:px-12 sm:py-20"
        aria-labelledby="home-title"
      >
        <div
          aria-hidden
          className="pointer-events-none absolute -top-32 right-0 size-96 rounded-full bg-brand/25 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-40 -left-10 size-96 rounded-full bg-accent/15 blur-3xl"
        />
        <div className="relative max-w-2xl space-y-6">
          <p className="text-xs font-semibold tracking-widest text-accent uppercase">Quests for web3 communities</p>
          <h1 id="home-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Complete missions. Earn credits. <span className="text-brand">Win rewards.</span>
          </h1>
          <p className="text-lg text-muted">
            QuestHQ is where organizations run missions and their communities complete them for allowlist places, raffle
            entries and NFT mints.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to="/explore" className={buttonClass("primary", "lg")}>
              Explore missions
              <ArrowRight className="size-4" aria-hidden />
            </Link>
            {isSignedIn ? (
              <Link to="/dashboard" className={buttonClass("secondary", "lg")}>
                Your dashboard
              </Link>
            ) : (
              <Link to="/sign-in" className={buttonClass("secondary", "lg")}>
                Sign in
              </Link>
            )}
          </div>
        </div>
      </section>
      <section aria-labelledby="features-title">
        <h2 id="features-title" className="mb-6 text-xl font-semibold">
          How it works
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full space-y-3">
                <span className="grid size-10 place-items-center rounded-lg bg-brand-soft text-brand">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      {/* Not offered to someone signed in whom this server does not let create one (ORGANIZATION_CREATION). */}
      {canCreate ? (
        <section
          className={cn(
            "flex flex-col items-start justify-between gap-4 rounded-card border border-line bg-surface-2 p-6",
            "sm:flex-row sm:items-center sm:p-8",
          )}
        >
          <div>
            <h2 className="text-lg font-semibold">Running a community?</h2>
            <p className="text-sm text-muted">Create an organization and launch missions from Mission Control.</p>
          </div>
          <Link to="/create-organization" className={buttonClass("outline")}>
            Create an organization
          </Link>
        </section>
      ) : null}
    </div>
  );
}
