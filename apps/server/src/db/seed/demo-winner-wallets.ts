// Wallet collection in the demo: Ada won Layer Two Launch Week and still has to confirm the wallet she entered
// with on /enter-wallet before the organizer's deadline, the product's "1/24 at 2pm ET" (24 January 2027, 14:00 in
// New York, which is EST then: UTC-5; docs/product/limits.md#interface-timings). The date is absolute, unlike the
// seed's other dates: it is the product's.

export const DEMO_WALLET_DEADLINE = new Date("2027-01-24T19:00:00.000Z");

/** Wallet deadlines of demo rewards, by mission slug. */
export const DEMO_WALLET_DEADLINES: Readonly<Record<string, Date>> = {
  "layer-two-launch-week": DEMO_WALLET_DEADLINE,
};

/** Wallets demo winners entered with, by mission slug and user (to confirm on /enter-wallet). */
export const DEMO_ENTRY_WALLETS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "layer-two-launch-week": { "demo-ada": "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" },
};
