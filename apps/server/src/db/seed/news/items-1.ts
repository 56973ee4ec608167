import type { ItemDraft } from "./item-draft";

// Newest demo articles (roughly the last week).

export const items1: ItemDraft[] = [
  {
    slug: "saga-one-week-four-opens",
    channel: "questhq-dispatch",
    title: "Saga One week four opens with a Mission Marathon",
    summary: "Four new weekly challenges reward questers who finish several missions in a row.",
    author: "QuestHQ Team",
    image: "quest",
    topics: ["questhq", "hq-token", "base"],
    body: `<p>Week four of Saga One on <strong>QuestHQ</strong> is live. The theme is the Mission Marathon: complete
three missions, finish twelve objectives and revisit the Base Builders Onboarding mission to collect up to three
stars.</p>
<p>Stars feed the weekly booster. Three completed challenges add 0.60, four add 1.00 and five add 1.40 to your
multiplier, which turns credits into boosted credits at the end of the Saga.</p>
<p>The season pool stays at ten million $HQ, shared by boosted credits when the twelfth week closes. A new week, with
fresh challenges, opens every seven days at midnight UTC.</p>`,
  },
  {
    slug: "usdc-supply-on-base-hits-record",
    channel: "chain-signals",
    title: "USDC supply on Base climbs to a new high",
    summary: "Native USDC issued on the network grew for the sixth straight week.",
    author: "Diego Santos",
    image: "layer2",
    topics: ["usdc", "base", "circle", "ethereum", "stablecoin", "eth", "coinbase", "layer-2"],
    body: `<p>The amount of native USDC circulating on Base reached a record this week, extending a six-week streak of
growth. Most of the new supply was minted directly by Circle rather than bridged from Ethereum mainnet.</p>
<p>Analysts point to payment apps and onchain savings products as the main drivers. Stablecoins now make up the largest
share of value held on the network, ahead of bridged ether.</p>
<p>Coinbase has said it wants the L2 to be the default home for everyday payments, and cheap transfers are doing much of
the persuading.</p>`,
  },
  {
    slug: "ethereum-foundation-research-roadmap",
    channel: "the-block-wire",
    title: "Ethereum Foundation researchers publish an updated scaling roadmap",
    summary: "The roadmap prioritises more blob space and faster finality.",
    author: "Mara Okafor",
    image: "ethereum",
    topics: ["ethereum-foundation", "ethereum", "eip-4844", "rollups", "vitalik-buterin", "zero-knowledge-proofs"],
    body: `<p>Researchers at the Ethereum Foundation released an updated roadmap on Thursday that puts data availability
and faster finality at the top of the list for the next two Ethereum network upgrades.</p>
<p>The document builds on EIP-4844, which introduced blob transactions last year and cut costs for rollups by an order
of magnitude. The next step is to raise the blob target so that fees stay low as usage grows.</p>
<blockquote>We want a world where rollups never have to choose between cheap and secure.</blockquote>
<p>Vitalik Buterin added in a companion post that zero-knowledge proofs will eventually let light clients verify the
chain on a phone.</p>`,
  },
  {
    slug: "lido-staking-share-dips",
    channel: "defi-pulse-notes",
    title: "Lido's share of staked ETH dips as restaking grows",
    summary: "Liquid staking remains dominant, but restaking protocols are catching up.",
    author: "Priya Raman",
    image: "defi",
    topics: ["lido", "eth", "restaking", "staking", "eigenlayer", "tvl"],
    body: `<p>Lido still holds the largest slice of staked ETH, but its share slipped for the third month in a row as
users moved deposits toward restaking.</p>
<p>Data compiled by <em>DeFi Pulse Notes</em> shows that EigenLayer added more deposits in the past thirty days than any
other protocol in the staking sector. Its TVL is now within reach of the largest lending markets.</p>
<ul><li>Liquid staking tokens remain the most common collateral in lending markets.</li><li>Restaking yields are higher
but carry additional slashing conditions.</li></ul>
<p>Node operators say the two models will likely coexist rather than compete.</p>`,
  },
  {
    slug: "sec-stablecoin-guidance",
    channel: "the-block-wire",
    title: "SEC staff publish guidance on payment stablecoins",
    summary: "The statement says fully reserved payment tokens are not securities.",
    author: "Jonas Lindqvist",
    image: "policy",
    topics: ["sec", "stablecoin", "united-states", "regulation", "tether", "circle"],
    body: `<p>Staff at the SEC issued a statement on Friday saying that fully reserved payment stablecoins, redeemable
one-for-one for dollars, are generally not securities under U.S. law.</p>
<p>The guidance does not cover algorithmic designs or tokens that pay yield to holders. Lawyers called it a narrow but
welcome clarification after years of uncertainty around regulation of dollar tokens.</p>
<p>Issuers including Circle and Tether publish monthly reserve attestations, and both said they expect the statement to
make bank partnerships easier to sign.</p>`,
  },
  {
    slug: "arbitrum-governance-gaming-fund",
    channel: "layer-two-weekly",
    title: "Arbitrum DAO votes on a second gaming fund",
    summary: "Delegates weigh a new grant programme for onchain games.",
    author: "Hana Kobayashi",
    image: "layer2",
    topics: ["arbitrum", "governance", "arb", "web3-gaming"],
    body: `<p>Delegates of the Arbitrum DAO opened a vote on a second gaming fund, worth 150 million ARB over three
years, after the first programme spent most of its budget ahead of schedule.</p>
<p>Supporters argue that onchain games bring the most daily active wallets of any category. Critics in the governance
forum asked for stricter milestones and clawbacks for studios that miss launch dates.</p>
<p>The vote closes next Thursday. If it passes, applications will open within a month and a council of five will review
them.</p>`,
  },
  {
    slug: "pudgy-penguins-retail-expansion",
    channel: "nft-now",
    title: "Pudgy Penguins toys land in a thousand more stores",
    summary: "The collection keeps pushing into physical retail.",
    author: "Olivia Chen",
    format: "video",
    image: "nft",
    topics: ["pudgy-penguins", "ethereum"],
    body: `<p>In this episode of <em>NFT Now</em> we visit a toy fair where Pudgy Penguins announced distribution in
another thousand stores across Europe and Asia.</p>
<p>Each toy ships with a code that unlocks a digital companion on Ethereum, and the team says most buyers have never
owned an NFT before.</p>
<p>We also talk to two licensees about why a cartoon penguin has become one of the few crypto brands that families
recognise.</p>`,
  },
  {
    slug: "solana-firedancer-testnet",
    channel: "decrypt-daily",
    title: "Solana's second validator client clears a major testnet milestone",
    summary: "Independent validator software improves the network's resilience.",
    author: "Rafael Moreno",
    image: "solana",
    topics: ["solana", "anatoly-yakovenko", "sol"],
    body: `<p>A second, independently written validator client for Solana processed a full week of testnet traffic
without a single missed slot, its developers said on Tuesday.</p>
<p>Client diversity has long been a concern for the network, which suffered several outages in its early years. Anatoly
Yakovenko called the milestone the most important reliability upgrade since launch.</p>
<p>Validators holding about a tenth of staked SOL have signed up to run the new client when it reaches mainnet.</p>`,
  },
  {
    slug: "coinbase-account-abstraction-wallet",
    channel: "decrypt-daily",
    title: "Coinbase brings passkeys to its smart wallet",
    summary: "Users can sign in with a fingerprint and skip seed phrases.",
    author: "Rafael Moreno",
    topics: ["coinbase", "account-abstraction", "base", "brian-armstrong"],
    body: `<p>Coinbase updated its smart wallet this week so that new users can create an account with a passkey instead
of a seed phrase. The wallet is built on ERC-4337 and works on Base and several other networks.</p>
<p>Account abstraction lets the wallet sponsor gas, batch several actions into one signature and recover access through
trusted devices.</p>
<p>Brian Armstrong wrote that the goal is to make a crypto wallet feel like any other app on a phone.</p>`,
  },
  {
    slug: "thread-why-intents-matter",
    channel: "chain-signals",
    title: "Thread: why intents are eating the swap button",
    summary: "A short thread on solvers, intents and what they change for users.",
    author: "Sam Adeyemi",
    format: "thread",
    topics: ["uniswap", "bridging", "liquidity-provision"],
    body: `<p>1/ The swap button is changing. Instead of picking a route yourself, you sign an intent and solvers
compete to fill it.</p>
<p>2/ Uniswap's newest interface already does this for many trades. Users get better prices and no failed
transactions.</p>
<p>3/ The same idea is spreading to bridging: you say what you want on the destination chain and a solver fronts the
funds.</p>
<p>4/ The open question is what happens to liquidity providers when more volume flows through private solver
networks.</p>`,
  },
  {
    slug: "aave-v4-proposal",
    channel: "defi-pulse-notes",
    title: "Aave community reviews a modular design for its next version",
    summary: "Separate liquidity hubs and spokes would isolate risk.",
    author: "Priya Raman",
    image: "defi",
    topics: ["aave", "stani-kulechov", "governance", "real-world-assets"],
    body: `<p>The Aave community is reviewing a design for its next major version that splits the protocol into shared
liquidity hubs and specialised spokes.</p>
<p>Stani Kulechov said the change would let the protocol list riskier assets, including real-world assets, without
exposing the main pools. Each spoke would carry its own risk parameters.</p>
<p>The proposal is still at the temperature-check stage, and a formal governance vote is expected next month.</p>`,
  },
  {
    slug: "bitcoin-etf-inflows-week",
    channel: "the-block-wire",
    title: "Bitcoin ETFs log their strongest week of inflows this quarter",
    summary: "Spot funds took in new money for five straight sessions.",
    author: "Mara Okafor",
    image: "bitcoin",
    topics: ["bitcoin", "etf", "btc", "united-states", "market-update"],
    body: `<p>Spot Bitcoin ETFs listed in the United States recorded net inflows on all five trading days last week, the
strongest run this quarter.</p>
<p>BTC traded in a narrow range despite the inflows, which analysts attribute to long-term holders taking profit into
the demand.</p>
<p>In our weekly market update, desks noted that options positioning points to a quiet month unless macro data
surprises.</p>`,
  },
  {
    slug: "layer-two-weekly-podcast-sequencers",
    channel: "layer-two-weekly",
    title: "Podcast: who should run the sequencer?",
    summary: "Three builders debate shared, based and decentralised sequencing.",
    author: "Hana Kobayashi",
    format: "podcast",
    topics: ["layer-2", "rollups", "ethereum", "optimism", "arbitrum"],
    body: `<p>This week on the podcast we ask who should order transactions on a layer 2. Most rollups still run a
single sequencer, which is fast but a point of failure.</p>
<p>Our guests compare three options: shared sequencers used by many chains, based sequencing that hands the job back to
Ethereum validators, and committees run by the chain's own community.</p>
<p>Builders from the Optimism and Arbitrum ecosystems explain the trade-offs they are weighing for the coming
year.</p>`,
  },
  {
    slug: "farcaster-frames-quests",
    channel: "questhq-dispatch",
    title: "Quests inside Farcaster frames: an experiment",
    summary: "We tested completing a QuestHQ objective without leaving the feed.",
    author: "QuestHQ Team",
    image: "quest",
    topics: ["farcaster", "questhq", "crypto-twitter"],
    body: `<p>Over the past two weeks we ran a small experiment: a QuestHQ objective embedded as an interactive frame
inside Farcaster posts.</p>
<p>Completion rates were almost three times higher than for the same objective on Crypto Twitter, where users have to
leave the app to verify.</p>
<p>We will share the full numbers in a follow-up. If you want to try it, the frame is pinned on our profile.</p>`,
  },
  {
    slug: "eu-wallet-rules-consultation",
    channel: "the-block-wire",
    title: "European Union opens a consultation on self-hosted wallets",
    summary: "Brussels asks how transfer rules should apply to unhosted wallets.",
    author: "Jonas Lindqvist",
    image: "policy",
    topics: ["european-union", "regulation"],
    body: `<p>The European Union opened a public consultation on how anti-money-laundering transfer rules should apply
to self-hosted wallets.</p>
<p>Industry groups have until the end of next month to respond. Several said they would argue that software wallets are
tools, not service providers, and should not carry the same duties as exchanges.</p>
<p>EU regulators said the consultation is about closing gaps, not banning self-custody.</p>`,
  },
];
