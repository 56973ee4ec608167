// Demo accounts. Wallets are the first accounts of the well-known `test test ... junk` mnemonic
// (anvil/hardhat defaults), so a local chain and the e2e wagmi mock connector can sign as them.

export type DemoOrganizationRole = "admin" | "member";

export type DemoUser = {
  /** `user.id` is text (better-auth); demo ids are readable and fixed. */
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  bio: string | null;
  referralCode: string;
  /** Primary wallet on Ethereum (chain id 1), or null. */
  wallet: { address: `0x${string}`; chainId: number } | null;
  memberships: { organizationSlug: string; role: DemoOrganizationRole }[];
};

export const DEMO_ADMIN_EMAIL = "admin@demo.local";
export const DEMO_ADMIN_ID = "demo-admin";
export const DEMO_NEBULA_ADMIN_ID = "demo-nebula";
export const DEMO_ORG_SLUG = "questhq-demo";
export const NEBULA_ORG_SLUG = "nebula-labs";

export function demoUsers(): DemoUser[] {
  return [
    {
      id: DEMO_ADMIN_ID,
      name: "Demo Admin",
      email: DEMO_ADMIN_EMAIL,
      emailVerified: true,
      bio: "Runs the QuestHQ demo organization.",
      referralCode: "DEMOADMIN",
      wallet: { address: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", chainId: 1 },
      memberships: [{ organizationSlug: DEMO_ORG_SLUG, role: "admin" }],
    },
    {
      id: "demo-ada",
      name: "Ada Quester",
      email: "ada@demo.local",
      emailVerified: true,
      bio: "Completes every mission on Base before breakfast.",
      referralCode: "ADAQUEST",
      wallet: { address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", chainId: 1 },
      memberships: [],
    },
    {
      id: "demo-ben",
      name: "Ben Raffle",
      email: "ben@demo.local",
      emailVerified: true,
      bio: "Has never met a raffle he did not enter.",
      referralCode: "BENRAFFLE",
      wallet: { address: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC", chainId: 1 },
      memberships: [],
    },
    {
      id: "demo-cleo",
      name: "Cleo Mint",
      email: "cleo@demo.local",
      emailVerified: true,
      bio: "Reads the Atlas daily; has not connected a wallet yet.",
      referralCode: "CLEOMINT",
      wallet: null,
      memberships: [],
    },
    {
      id: DEMO_NEBULA_ADMIN_ID,
      name: "Nebula Admin",
      email: "nebula@demo.local",
      emailVerified: true,
      bio: "Community lead at Nebula Labs.",
      referralCode: "NEBULAADMIN",
      wallet: { address: "0x90F79bf6EB2c4f870365E785982E1f101E93b906", chainId: 1 },
      memberships: [
        { organizationSlug: NEBULA_ORG_SLUG, role: "admin" },
        { organizationSlug: DEMO_ORG_SLUG, role: "member" },
      ],
    },
  ];
}
