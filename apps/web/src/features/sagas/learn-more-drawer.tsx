import {
  formatBooster,
  formatNumber,
  MEMBERSHIP_BOOSTER_MAX,
  STAKED_MEMBER_BOOSTER_HUNDREDTHS,
  STAKED_WHALE_BOOSTER_HUNDREDTHS,
  WEEKLY_CHALLENGE_TIERS,
  type BoostersBySource,
} from "@questhq/core";
import { Drawer } from "@/components/ui/drawer";

// The Sagas learn-more drawer (docs/product/screens.md#drawers, docs/product/sagas.md#boosted-credits): credits,
// boosters, weekly challenges and the membership booster, with the formula the server uses (core
// sagas/boosted-credits.ts). Every number here comes from core's constants.

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  mine?: { credits: number; boosters: BoostersBySource; boosted: number };
};

export function LearnMoreDrawer({ open, onOpenChange, mine }: Props) {
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title="How Sagas pay out"
      description="Credits, boosters and $HQ"
      className="max-sm:w-full max-sm:max-w-none sm:max-w-md"
    >
      <div className="space-y-6 p-5 text-sm text-muted">
        <section className="space-y-2">
          <h3 className="font-semibold text-ink">Credits</h3>
          <p>
            Every objective you complete while a Saga runs earns credits: mission objectives and weekly challenges
            alike.
          </p>
        </section>
        <section className="space-y-2">
          <h3 className="font-semibold text-ink">Boosted credits</h3>
          <pre className="overflow-x-auto rounded-lg border border-line bg-surface-2 p-3 font-mono text-xs text-ink">
            {`total booster   = stars + min(membership, ${MEMBERSHIP_BOOSTER_MAX}) + staked NFTs\n` +
              "boosted credits = floor(credits × (1 + total booster))"}
          </pre>
          {mine ? (
            <p className="rounded-lg bg-accent/10 px-3 py-2 text-ink">
              You: {formatNumber(mine.credits)} × (1 + {formatBooster(mine.boosters.total_hundredths)}) ={" "}
              <strong>{formatNumber(mine.boosted)}</strong> boosted credits
            </p>
          ) : null}
          <p>
            At the end of the Saga its $HQ pool is split in proportion to everyone's boosted credits, to the last unit.
          </p>
        </section>
        <section className="space-y-2">
          <h3 className="font-semibold text-ink">Weekly challenges and stars</h3>
          <ul className="list-disc space-y-1 pl-5">
            {WEEKLY_CHALLENGE_TIERS.map((t) => (
              <li key={t.stars}>
                {t.minObjectives} challenges in a week: {t.stars === 1 ? "1 star" : `${t.stars} stars`}, +
                {formatBooster(t.boosterHundredths)}
              </li>
            ))}
          </ul>
          <p>Each week's booster is added to the weeks before it. A star counts the moment you reach it, once.</p>
        </section>
        <section className="space-y-2">
          <h3 className="font-semibold text-ink">Membership booster</h3>
          <p>
            After Saga onboarding (a wallet, your X account and one challenge), every week adds +
            {formatBooster(STAKED_MEMBER_BOOSTER_HUNDREDTHS)} for each Membership NFT and +
            {formatBooster(STAKED_WHALE_BOOSTER_HUNDREDTHS)} for each Whale held in your linked wallets, up to{" "}
            {MEMBERSHIP_BOOSTER_MAX} in all.
          </p>
        </section>
        <section className="space-y-2">
          <h3 className="font-semibold text-ink">Staked NFT booster</h3>
          <p>
            Every day, each staked Membership adds +{formatBooster(STAKED_MEMBER_BOOSTER_HUNDREDTHS)} and each staked
            Whale +{formatBooster(STAKED_WHALE_BOOSTER_HUNDREDTHS)}.
          </p>
        </section>
        <a href="/docs/sagas" className="inline-block font-medium text-brand underline-offset-4 hover:underline">
          Read the full guide, with a worked example
        </a>
      </div>
    </Drawer>
  );
}
