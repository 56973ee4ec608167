import { useQuery } from "@tanstack/react-query";
import { suggestedQuery } from "@/features/mission-shared";
import { MissionCard, MissionCardSkeleton } from "./mission-card";
import { useNow } from "./use-now";

const SUGGESTED_MAX = 4;

/** Up to four other missions on the same chain or from the same organization. */
export function SuggestedMissions({ missionId }: { missionId: string }) {
  const { data, isPending, isError } = useQuery(suggestedQuery(missionId));
  const now = useNow(60_000);
  // Suggestions are a bonus: when they fail or there are none, the section is left out.
  if (isError || (!isPending && data.length === 0)) return null;
  return (
    <section aria-labelledby="suggested-title" className="space-y-4">
      <h2 id="suggested-title" className="text-lg font-semibold">
        Suggested missions
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {isPending
          ? Array.from({ length: SUGGESTED_MAX }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders, all alike and never reordered
              <li key={i} aria-hidden>
                <MissionCardSkeleton />
              </li>
            ))
          : data.slice(0, SUGGESTED_MAX).map((m) => (
              <li key={m.id}>
                <MissionCard mission={m} now={now} />
              </li>
            ))}
      </ul>
    </section>
  );
}
