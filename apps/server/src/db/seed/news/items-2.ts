import type { ItemDraft } from "./item-draft";

// Demo articles, roughly one to two weeks old.

export const items2: ItemDraft[] = [
  {
    slug: "polygon-pol-migration-complete",
    channel: "layer-two-weekly",
    title: "Polygon completes the POL migration",
    summary: "Nearly all MATIC has now been converted to the new token.",
    author: "Tom Becker",
    image: "layer2",
    topics: ["polygon", "pol", "staking", "zero-knowledge-proofs"],
    body: `<p>Polygon says more than 99 percent of the old MATIC supply has been converted to POL, closing out a
migration that began last year.</p>
<p>POL is now the gas and staking token for Polygon PoS and is meant to secure a wider family of chains connected
through a shared bridge. Validators that stake it can earn fees from several networks at once.</p>
<p>The team's next milestone is an aggregation layer that uses zero-knowledge proofs to let those chains exchange
messages quickly.</p>`,
  },
  {
    slug: "uniswap-v4-hooks-month-one",
    channel: "defi-pulse-notes",
    title: "Uniswap v4 hooks: what builders shipped in the first month",
    summary: "Dynamic fees and onchain limit orders lead the way.",
    author: "Priya Raman",
    image: "defi",
    topics: ["uniswap", "hayden-adams", "liquidity-provision", "smart-contracts"],
    body: `<p>A month after launch, more than four hundred pools on Uniswap v4 use custom hooks, small smart contracts
that run before or after swaps.</p>
<p>The most popular hooks set dynamic fees that rise with volatility, which helps liquidity providers earn more when
prices move fast. Onchain limit orders and time-weighted trades come next.</p>
<p>Hayden Adams wrote that hooks turn the exchange into a platform, and that the best ideas will probably come from
teams outside the core developers.</p>`,
  },
  {
    slug: "token2049-singapore-recap",
    channel: "decrypt-daily",
    title: "TOKEN2049 recap: stablecoins and payments dominate the stage",
    summary: "Our notes from three days of talks and side events in Singapore.",
    author: "Nadia Petrova",
    format: "video",
    topics: ["token2049", "singapore", "stablecoin", "hong-kong", "regulation"],
    body: `<p>TOKEN2049 drew a record crowd to Singapore this year, and the talk of the week was payments. Panel after
panel discussed how stablecoins could move money between businesses faster than correspondent banks.</p>
<p>Asian exchanges used the event to discuss licensing progress in Hong Kong, where new rules for trading platforms took
effect earlier this year.</p>
<p>In the video, we walk the expo floor and ask founders which regulation they are watching most closely.</p>`,
  },
  {
    slug: "memecoin-launchpads-on-solana",
    channel: "chain-signals",
    title: "Memecoin launchpads generate more fees than most DeFi apps on Solana",
    summary: "Speculation is still the network's biggest fee earner.",
    author: "Sam Adeyemi",
    image: "solana",
    topics: ["memecoins", "solana", "jupiter", "sol"],
    body: `<p>Applications that let anyone launch a memecoin in a few clicks generated more fees on Solana last month
than any lending or trading protocol except Jupiter, according to onchain data.</p>
<p>Most new tokens lose nearly all their value within a day. Still, the steady flow of speculative trading has kept
demand for block space high and pushed priority fees paid in SOL to a yearly peak.</p>
<p>Some developers worry about the reputational cost; others argue that the same rails will carry more serious apps
later.</p>`,
  },
  {
    slug: "harbor-finance-exploit",
    channel: "the-block-wire",
    title: "Lending fork Harbor Finance loses $4 million in an oracle exploit",
    summary: "An attacker manipulated a thin price feed to borrow against inflated collateral.",
    author: "Mara Okafor",
    topics: ["hacks-and-exploits", "arbitrum", "smart-contracts", "usdc"],
    body: `<p>Harbor Finance, a small lending fork on Arbitrum, lost about $4 million on Sunday after an attacker
manipulated the price feed of a thinly traded collateral token.</p>
<p>The attacker inflated the token's price on a single pool, deposited it as collateral and borrowed USDC against it.
The team paused its smart contracts within forty minutes.</p>
<p>Security researchers said the exploit was a textbook case: a protocol trusted a spot price that a few hundred
thousand dollars could move.</p>`,
  },
  {
    slug: "kraken-expands-in-europe",
    channel: "decrypt-daily",
    title: "Kraken secures a full licence to serve the European Union",
    summary: "The exchange can now passport its services across the bloc.",
    author: "Rafael Moreno",
    image: "policy",
    topics: ["kraken", "european-union", "stablecoin", "staking", "regulation"],
    body: `<p>Kraken received a full licence under the European Union's crypto markets framework this week, allowing it
to offer trading and custody to customers in all member states from a single base.</p>
<p>The exchange said it would add euro stablecoin pairs and expand staking products where local rules allow.</p>
<p>Several competitors are still waiting for approval, and analysts expect a wave of consolidation among smaller
platforms that cannot meet the new regulation.</p>`,
  },
  {
    slug: "cryptopunks-museum-donation",
    channel: "nft-now",
    title: "CryptoPunks join another museum collection",
    summary: "A contemporary art museum adds two punks to its permanent collection.",
    author: "Olivia Chen",
    image: "nft",
    topics: ["cryptopunks", "ethereum"],
    body: `<p>A contemporary art museum added two CryptoPunks to its permanent collection this week, donated by a
collector who asked to remain anonymous.</p>
<p>The pieces will be shown on screens alongside the original 2017 Ethereum contract, printed on a wall, so visitors can
read the code that created them. A short film explains how the punks were originally claimed for free by anyone who
asked.</p>
<p>Curators said the works mark a moment when software itself became a medium for collectible art.</p>`,
  },
  {
    slug: "questhq-raffle-entries-staking",
    channel: "questhq-dispatch",
    title: "Stakers now get bonus raffle entries",
    summary: "Staked $HQ adds extra entries to every raffle mission.",
    author: "QuestHQ Team",
    image: "quest",
    topics: ["questhq", "hq-token", "staking"],
    body: `<p>Starting today, staking $HQ on QuestHQ gives you bonus entries in every raffle mission, on top of your
free entries.</p>
<p>The number of bonus entries grows with the amount you have staked. Paid entries beyond the free ones still cost 200
$HQ each, up to a maximum of 999 per mission.</p>
<p>Staking also unlocks gasless transactions for onchain objectives. Withdrawals remain available at any time from your
profile.</p>`,
  },
  {
    slug: "binance-proof-of-reserves-update",
    channel: "the-block-wire",
    title: "Binance publishes its latest proof of reserves",
    summary: "The exchange reports full backing for customer balances.",
    author: "Jonas Lindqvist",
    topics: ["binance", "btc", "eth", "usdc", "zero-knowledge-proofs"],
    body: `<p>Binance released its monthly proof of reserves on Monday, showing reserves above customer balances for
BTC, ETH and USDC.</p>
<p>The report uses a Merkle tree so each customer can check that their balance is included, and the exchange now adds
zero-knowledge proofs to show that no account has a negative balance.</p>
<p>Auditors caution that reserve reports prove assets but not liabilities held off the books.</p>`,
  },
  {
    slug: "ethdenver-hackathon-winners",
    channel: "decrypt-daily",
    title: "ETHDenver hackathon winners lean into AI agents",
    summary: "Autonomous agents with wallets took the top prizes.",
    author: "Nadia Petrova",
    image: "ethereum",
    topics: ["ethdenver", "hackathons", "account-abstraction", "base"],
    body: `<p>The winners of the ETHDenver hackathon were announced on Sunday, and the judges' favourite theme was
clear: software agents that hold their own wallets.</p>
<p>The first prize went to a team whose agent rebalances a savings portfolio on Base within limits set by its owner. It
uses account abstraction so that the owner can revoke its permissions at any time.</p>
<p>More than a thousand developers took part, making it one of the largest hackathons of the year.</p>`,
  },
  {
    slug: "restaking-risks-explained",
    channel: "defi-pulse-notes",
    title: "Restaking, explained: what you earn and what you risk",
    summary: "A plain-language guide to securing more than one network with the same stake.",
    author: "Priya Raman",
    format: "video",
    image: "defi",
    topics: ["restaking", "eth", "ethereum", "eigenlayer", "staking", "smart-contracts"],
    body: `<p>Restaking lets ETH that already secures Ethereum also secure other services, such as oracles or data
layers, in exchange for extra rewards.</p>
<p>In this explainer we walk through how EigenLayer tracks those commitments and what happens when an operator
misbehaves. Each additional service adds its own slashing conditions.</p>
<ul><li>Rewards: base staking yield plus service fees.</li><li>Risks: correlated slashing, smart contract bugs and
liquidity.</li></ul>`,
  },
  {
    slug: "makerdao-savings-rate-cut",
    channel: "defi-pulse-notes",
    title: "MakerDAO lowers its savings rate for the second time this quarter",
    summary: "Lower demand for leverage leads to a smaller rate.",
    author: "Kwame Mensah",
    topics: ["makerdao", "stablecoin", "real-world-assets", "governance"],
    body: `<p>MakerDAO voted to reduce the savings rate on its stablecoin by half a percentage point, citing weaker
borrowing demand.</p>
<p>A growing share of the protocol's income now comes from real-world assets such as short-term treasury bills, which
makes its rates more sensitive to central bank policy.</p>
<p>The governance vote passed with a comfortable margin, though several delegates asked for a clearer framework for
future changes.</p>`,
  },
  {
    slug: "optimism-superchain-interop",
    channel: "layer-two-weekly",
    title: "Optimism ships the first stage of Superchain interop",
    summary: "Chains built on the OP Stack can now pass messages natively.",
    author: "Tom Becker",
    image: "layer2",
    topics: ["optimism", "base", "bridging", "layer-2"],
    body: `<p>Optimism activated the first stage of native interoperability between chains built on its stack, letting
them send messages to each other within a couple of seconds.</p>
<p>For users, the change should make bridging between OP Mainnet, Base and other members feel like a single network.
Tokens that opt in can move without wrapped versions.</p>
<p>Developers say the upgrade is the biggest step toward a unified layer 2 ecosystem so far.</p>`,
  },
  {
    slug: "thread-airdrop-farming-lessons",
    channel: "chain-signals",
    title: "Thread: five lessons from a year of airdrop farming data",
    summary: "What actually correlated with receiving an allocation.",
    author: "Sam Adeyemi",
    format: "thread",
    topics: ["airdrops", "yield-farming"],
    body: `<p>1/ We looked at forty airdrops from the past year and the wallets that received them. Here is what
mattered.</p>
<p>2/ Time beat volume. Wallets active for six months or more got larger allocations than wallets that traded heavily
for a few weeks.</p>
<p>3/ Sybil filters are getting better. Clusters of wallets funded from one address were excluded most of the time.</p>
<p>4/ Points programmes for yield farming converted to tokens at very different rates. Read the rules before you lock
funds.</p>
<p>5/ The best airdrop strategy is still to use products you actually like.</p>`,
  },
  {
    slug: "worldcoin-orb-rollout",
    channel: "decrypt-daily",
    title: "Worldcoin rolls out a smaller orb in new markets",
    summary: "The identity project aims to verify more people at lower cost.",
    author: "Rafael Moreno",
    topics: ["worldcoin", "united-states", "zero-knowledge-proofs", "regulation"],
    body: `<p>Worldcoin began deploying a smaller version of its iris-scanning orb in several new markets, including
parts of the United States, as it tries to speed up sign-ups.</p>
<p>The project says the device never stores images and that users prove their humanity with zero-knowledge proofs rather
than by revealing who they are.</p>
<p>Privacy regulators in several countries continue to review the scheme, and some have asked for independent audits of
the hardware.</p>`,
  },
];
