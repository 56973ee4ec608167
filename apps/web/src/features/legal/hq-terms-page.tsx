import { useRouteTitle } from "@/lib/use-document-title";
import { LegalDocument, type LegalSection } from "./legal-document";

// Template text for self-hosters; each operator should replace it with terms reviewed for their jurisdiction.
const sections: LegalSection[] = [
  {
    id: "scope",
    title: "Scope",
    paragraphs: [
      "These terms apply to the $HQ token features of QuestHQ: converting credits to $HQ at the end of a Saga, " +
        "staking (depositing) and withdrawing $HQ, token streams and vaults, and spending $HQ on entries.",
      "They add to the Terms of Service; where they differ, these terms govern $HQ features.",
    ],
  },
  {
    id: "credits",
    title: "Credits and conversion",
    paragraphs: [
      "Credits are points with no cash value. At the end of each Saga, boosted credits determine your share of " +
        "the $HQ reward. Boosters, stars and conversion rules are described in the Service and may change between " +
        "Sagas.",
    ],
  },
  {
    id: "staking",
    title: "Staking and withdrawals",
    paragraphs: [
      "Deposits are made on Ethereum mainnet through the staking contract and require an approval transaction. " +
        "Staked $HQ may give benefits such as gasless transactions and extra raffle entries; benefits marked " +
        '"coming soon" are not guaranteed.',
      "Withdrawals require a signature from the Service valid until a given block, and are confirmed on-chain.",
    ],
  },
  {
    id: "streams",
    title: "Streams and the vault",
    paragraphs: [
      "Streamed $HQ unlocks linearly per second over 12 months and can be claimed at any time without penalty. " +
        "Withdrawing the vault cancels the stream, and the remaining locked $HQ is forfeited to a bonus pool. This " +
        "cannot be undone.",
    ],
  },
  {
    id: "risks",
    title: "Risks",
    paragraphs: [
      "Smart contracts can contain bugs, networks can be congested and token prices can fall to zero. You are " +
        "responsible for your own wallet security, taxes and compliance with the laws that apply to you.",
    ],
  },
  {
    id: "eligibility",
    title: "Eligibility",
    paragraphs: [
      "$HQ features are not available where they would be unlawful, or to persons subject to sanctions. We may " +
        "restrict access to comply with the law.",
    ],
  },
];

export function HqTermsPage() {
  useRouteTitle("/hq-terms-and-conditions");
  return (
    <LegalDocument
      title="$HQ Terms and Conditions"
      updated="January 1, 2025"
      intro="These terms cover earning, staking, streaming and spending the $HQ token through QuestHQ."
      sections={sections}
    />
  );
}
