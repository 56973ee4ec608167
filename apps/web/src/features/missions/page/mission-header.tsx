import type { MissionView } from "@questhq/core";
import { Link } from "@tanstack/react-router";
import { Flag } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ChainIcon, MissionStatusBadge } from "@/features/mission-shared";
import { MissionBanner } from "./mission-card";
import { OrgMark } from "./org-mark";
import { ShareButton } from "./share-button";

export function MissionHeader({ mission, onReport }: { mission: MissionView; onReport(): void }) {
  const url =
    typeof window === "undefined" ? `/missions/${mission.slug}` : `${window.location.origin}/missions/${mission.slug}`;
  return (
    <header className="space-y-5">
      <MissionBanner
        src={mission.banner_url}
        isLazy={false}
        className="aspect-[3/1] max-h-72 w-full rounded-card border border-line"
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <MissionStatusBadge phase={mission.phase} />
            <ChainIcon chainId={mission.blockchain} withLabel />
          </div>
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">{mission.title}</h1>
          <Link
            to="/organizations/$slug"
            params={{ slug: mission.organization.slug }}
            className="inline-flex items-center gap-2 text-sm text-muted hover:text-ink"
          >
            <OrgMark src={mission.organization.logo} name={mission.organization.name} className="size-7 rounded-lg" />
            <span>
              by <span className="font-medium text-ink">{mission.organization.name}</span>
            </span>
          </Link>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <ShareButton title={mission.title} url={url} />
          <Button variant="ghost" size="sm" onClick={onReport}>
            <Flag className="size-4" aria-hidden />
            Report mission
          </Button>
        </div>
      </div>
    </header>
  );
}
