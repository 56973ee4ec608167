import { useRouteTitle } from "@/lib/use-document-title";
import { LegalDocument, type LegalSection } from "./legal-document";

// Template text for self-hosters; each operator should replace it with terms reviewed for their jurisdiction.
const sections: LegalSection[] = [
  {
    id: "acceptance",
    title: "Acceptance of these terms",
    paragraphs: [
      'By creating an account, connecting a wallet or otherwise using QuestHQ (the "Service"), you agree to these ' +
        "Terms of Service. If you use the Service on behalf of an organization, you accept them for that " +
        "organization and confirm you may do so.",
      "If you do not agree, do not use the Service.",
    ],
  },
  {
    id: "accounts",
    title: "Accounts and wallets",
    paragraphs: [
      "You may sign in with an email one-time code or by signing a message with a web3 wallet. You are " +
        "responsible for keeping access to your email and the private keys of your wallets; we never ask for " +
        "private keys or seed phrases.",
      "Linking a wallet proves that you control it. A wallet can be linked to one account only.",
    ],
  },
  {
    id: "missions",
    title: "Missions, objectives and rewards",
    paragraphs: [
      "Organizations publish missions and are solely responsible for their content, objectives and rewards. " +
        "Completing objectives earns credits; entering a mission may enter you into a raffle, give an allowlist " +
        "place or let you mint an NFT, as the organization describes.",
      "Winners are drawn as described on each mission. Results are final unless the organization determines that " +
        "entries broke these terms or the mission's rules.",
    ],
  },
  {
    id: "conduct",
    title: "Acceptable use",
    paragraphs: [
      "Do not use bots, multiple accounts, purchased followers or other means to gain credits or entries " +
        "unfairly; do not interfere with the Service or other users; do not use the Service for anything unlawful.",
      "We may suspend accounts, remove credits or void entries that break these rules.",
    ],
  },
  {
    id: "third-parties",
    title: "Third-party services",
    paragraphs: [
      "The Service connects to third parties such as Twitter/X, Discord, Steam, Telegram, YouTube, wallet " +
        "providers, blockchains and bridges. Their terms govern your use of them, and we are not responsible for " +
        "their availability or actions.",
    ],
  },
  {
    id: "risks",
    title: "Blockchain risks",
    paragraphs: [
      "Blockchain transactions are irreversible and may fail or cost fees. Token values can change quickly. " +
        "Nothing on the Service is financial advice.",
    ],
  },
  {
    id: "liability",
    title: "Disclaimers and limitation of liability",
    paragraphs: [
      'The Service is provided "as is" without warranties of any kind. To the fullest extent permitted by law, ' +
        "the operator is not liable for indirect, incidental or consequential damages, or for lost rewards, tokens " +
        "or profits.",
    ],
  },
  {
    id: "changes",
    title: "Changes and contact",
    paragraphs: [
      "We may update these terms; material changes will be announced in the Service. Continued use after an " +
        "update means you accept the new terms. Questions can be sent through the Support link in the menu.",
    ],
  },
];

export function TermsOfServicePage() {
  useRouteTitle("/terms-of-service");
  return (
    <LegalDocument
      title="Terms of Service"
      updated="January 1, 2025"
      intro="These terms explain the rules for using QuestHQ, what you can expect from us and what we expect from you."
      sections={sections}
    />
  );
}
