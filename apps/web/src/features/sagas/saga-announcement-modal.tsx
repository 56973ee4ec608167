import { useQuery } from "@tanstack/react-query";
import { useLocation } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { formatHq } from "@/features/staking/index";
import { readStorage, writeStorage } from "@/lib/browser-storage";
import { ChallengesActions, claimAnnouncement } from "@/features/welcome/index";
import { hasSeenWelcome, isWelcomeExcludedPath } from "@/features/welcome/index";
import { activeSagaQuery } from "./sagas-api";

// The Saga announcement (docs/product/screens.md#saga-announcement): once per Saga and browser, to signed-in users
// while the Saga runs, after the welcome modal has had its visit; never on sign-in pages, and only when it has the
// visit's turn (welcome/announcements.ts).

export const sagaAnnouncedKey = (slug: string) => `questhq:saga-announced:${slug}`;

function hasAnnounced(slug: string): boolean {
  const announced = readStorage("localStorage", sagaAnnouncedKey(slug));
  return announced === undefined || announced === "1";
}

function markAnnounced(slug: string): void {
  writeStorage("localStorage", sagaAnnouncedKey(slug), "1");
}

export function SagaAnnouncementModal() {
  const { pathname } = useLocation();
  const { data: active } = useQuery(activeSagaQuery);
  const [isOpen, setIsOpen] = useState(false);
  const slug = active?.season.slug;

  useEffect(() => {
    if (!slug || isWelcomeExcludedPath(pathname) || !hasSeenWelcome() || hasAnnounced(slug)) return;
    if (!claimAnnouncement("saga")) return;
    markAnnounced(slug);
    setIsOpen(true);
  }, [slug, pathname]);

  if (!active) return null;
  return (
    <Modal
      open={isOpen}
      onOpenChange={setIsOpen}
      title={`${active.season.name} is live`}
      description={`${formatHq(BigInt(active.season.hq_pool))} $HQ will be split by boosted credits when it ends.`}
      widthClassName="w-[95%] sm:max-w-lg"
    >
      <div className="space-y-5 text-sm text-muted">
        <p>
          Each week brings new challenges. Complete 3, 4 or 5 of them for 1, 2 or 3 stars: every star raises your
          booster, and your booster multiplies every credit you earn this Saga.
        </p>
        {active.week ? (
          <p className="text-ink">
            This week: <strong>{active.week.title}</strong>, {active.objectives.length} challenges.
          </p>
        ) : null}
        <ChallengesActions dismissLabel="Close" onClose={() => setIsOpen(false)} />
      </div>
    </Modal>
  );
}
