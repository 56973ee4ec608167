import type { ItemDraft } from "./item-draft";

// Demo articles, roughly two to three weeks old.

export const items3: ItemDraft[] = [
  {
    slug: "bayc-otherside-update",
    channel: "nft-now",
    title: "Bored Ape Yacht Club holders preview a new game world",
    summary: "Holders got early access to a playable build this weekend.",
    author: "Olivia Chen",
    format: "video",
    image: "nft",
    topics: ["bored-ape-yacht-club", "web3-gaming", "ethereum"],
    body: `<p>Holders of Bored Ape Yacht Club NFTs spent the weekend testing an early build of the collection's
long-promised game world. Up to a thousand players shared a map at once.</p>
<p>Our video shows the new avatar system, which lets holders play as their ape, and a first look at player-made
levels.</p>
<p>The studio says items earned in the game will live on Ethereum, but that nothing in the test needs a wallet. It is
the most polished demo of web3 gaming from an NFT brand we have seen this year.</p>`,
  },
  {
    slug: "jupiter-airdrop-round-two",
    channel: "decrypt-daily",
    title: "Jupiter confirms the second round of its community airdrop",
    summary: "The Solana exchange aggregator sets a date for its next distribution.",
    author: "Nadia Petrova",
    image: "solana",
    topics: ["jupiter", "airdrops", "solana", "governance"],
    body: `<p>Jupiter, the largest exchange aggregator on Solana, confirmed that the second round of its community
airdrop will take place next month.</p>
<p>Eligibility is based on trading activity and participation in governance votes since the first round. The team said
it had removed several thousand wallets flagged as bots.</p>
<p>Claims will open for thirty days, and unclaimed tokens will return to the community treasury.</p>`,
  },
  {
    slug: "pendle-fixed-yield-markets",
    channel: "defi-pulse-notes",
    title: "Pendle's fixed-yield markets pass $5 billion",
    summary: "Traders use yield tokens to lock in rates or bet on points.",
    author: "Kwame Mensah",
    image: "defi",
    topics: ["pendle", "tvl", "yield-farming", "restaking"],
    body: `<p>Pendle, which splits yield-bearing tokens into principal and yield parts, saw its TVL pass $5 billion this
week.</p>
<p>Much of the demand comes from restaking tokens, whose holders sell future yield to lock in a fixed rate while
speculators buy it to collect points.</p>
<p>Analysts describe the protocol as a rates desk for yield farming: it turns a variable reward into something that can
be priced and traded.</p>`,
  },
  {
    slug: "market-update-eth-btc-ratio",
    channel: "chain-signals",
    title: "Market update: the ETH/BTC ratio bounces off a multi-year low",
    summary: "Ether outperformed Bitcoin for the first week in two months.",
    author: "Diego Santos",
    image: "bitcoin",
    topics: ["market-update", "eth", "btc", "market-cap", "etf"],
    body: `<p>In this market update: the ETH/BTC ratio rose for a full week for the first time in two months, bouncing
off its lowest level in several years.</p>
<p>Funding rates stayed neutral, suggesting spot buying rather than leverage drove the move. ETF flows into ether
products also turned positive.</p>
<p>BTC's share of the total market cap slipped slightly but remains above half, a level that has historically limited
broad rallies in smaller tokens.</p>`,
  },
  {
    slug: "dubai-licences-exchanges",
    channel: "the-block-wire",
    title: "Dubai grants licences to two more exchanges",
    summary: "The emirate's virtual asset regulator keeps approving global firms.",
    author: "Jonas Lindqvist",
    image: "policy",
    topics: ["dubai", "okx", "regulation"],
    body: `<p>Dubai's virtual asset regulator granted operating licences to two more exchanges on Wednesday, including
the regional arm of OKX.</p>
<p>The city has become a hub for crypto firms seeking clear rules and a time zone between Asia and Europe. Licensed
platforms must keep local staff and segregate customer funds.</p>
<p>Lawyers say the approvals show that predictable regulation can attract businesses without loosening standards.</p>`,
  },
  {
    slug: "devcon-talks-published",
    channel: "decrypt-daily",
    title: "Devcon talks now online: our ten favourites",
    summary: "From light clients to privacy pools, the best of the conference.",
    author: "Nadia Petrova",
    image: "ethereum",
    topics: ["devcon", "ethereum-foundation", "vitalik-buterin", "zero-knowledge-proofs", "account-abstraction"],
    body: `<p>All the Devcon talks are now online, and the Ethereum Foundation has grouped them into tracks. We picked
ten that are worth your evening.</p>
<ul><li>Vitalik Buterin on what the chain should look like in ten years.</li><li>A hands-on session about zero-knowledge
proofs for beginners.</li><li>Three wallet teams comparing account abstraction in production.</li></ul>
<p>Our favourite was an unplanned panel where client developers explained, with great honesty, how they handle incidents
at three in the morning.</p>`,
  },
  {
    slug: "questhq-solana-missions-coming",
    channel: "questhq-dispatch",
    title: "Solana missions are coming to QuestHQ",
    summary: "Organizations will soon be able to reward Solana addresses.",
    author: "QuestHQ Team",
    image: "quest",
    topics: ["questhq", "solana", "bitcoin"],
    body: `<p>Organizations on QuestHQ will soon be able to create missions whose reward goes to a Solana address. The
first one, an allowlist, is already in draft.</p>
<p>Entrants will submit a Solana address when entering instead of using their connected wallet. Bitcoin Ordinals rewards
work the same way with a Taproot address.</p>
<p>Objectives stay the same: social, onchain on supported networks, and in-product tasks all count toward entry.</p>`,
  },
  {
    slug: "nodemonkes-ordinals-volume",
    channel: "nft-now",
    title: "NodeMonkes lead a quiet month for Ordinals",
    summary: "Trading volume on Bitcoin-native collectibles fell, but one collection held up.",
    author: "Olivia Chen",
    image: "bitcoin",
    topics: ["nodemonkes", "bitcoin", "btc"],
    body: `<p>Trading in Ordinals, the collectibles inscribed directly on Bitcoin, fell for a third month. NodeMonkes
were the exception, with volume up slightly as collectors consolidated into established names.</p>
<p>Floor prices are quoted in BTC, so part of the decline in dollar terms reflects the market rather than the
collections.</p>
<p>Marketplaces are experimenting with lower fees and royalties paid at the protocol level to win back traders.</p>`,
  },
  {
    slug: "podcast-stablecoin-payments",
    channel: "the-block-wire",
    title: "Podcast: can stablecoins beat card networks?",
    summary: "A payments veteran and a stablecoin founder debate.",
    author: "Mara Okafor",
    format: "podcast",
    topics: ["stablecoin", "usdc", "tether", "circle"],
    body: `<p>On this episode, a former card-network executive and the founder of a stablecoin payments start-up debate
whether dollar tokens can win at the checkout.</p>
<p>Both agree that settlement is faster and cheaper with USDC or Tether's dollar token. They disagree about consumer
protections such as chargebacks, which card networks offer and stablecoins do not.</p>
<p>We also discuss why Circle and other issuers are courting merchants directly rather than through banks.</p>`,
  },
  {
    slug: "hong-kong-stablecoin-sandbox",
    channel: "the-block-wire",
    title: "Hong Kong admits three issuers to its stablecoin sandbox",
    summary: "The city tests rules for fiat-backed tokens before licensing starts.",
    author: "Jonas Lindqvist",
    image: "policy",
    topics: ["hong-kong", "stablecoin", "regulation"],
    body: `<p>Monetary authorities in Hong Kong admitted three issuers to a sandbox for fiat-backed stablecoins, the
final step before a licensing regime begins.</p>
<p>The participants, a bank, a payments firm and a telecoms group, will test issuance and redemption with limited
volumes for six months.</p>
<p>Local regulators said they want reserves held in high-quality liquid assets and daily public disclosures. Full
licences are expected to be granted early next year, with a small number of issuers at first.</p>`,
  },
  {
    slug: "zora-creator-coins",
    channel: "nft-now",
    title: "Zora turns every post into a tradable coin",
    summary: "Creators earn from trading activity on their posts.",
    author: "Lena Fischer",
    image: "nft",
    topics: ["zora", "base", "memecoins"],
    body: `<p>Zora relaunched its app so that every post becomes a small tradable coin on Base. Creators receive a share
of the trading fees each time someone buys or sells.</p>
<p>Supporters call it a way to pay creators directly. Critics say it risks turning social media into a casino of
memecoins.</p>
<p>Early data shows a small number of posts account for most of the volume, a pattern familiar from every creator
platform.</p>`,
  },
  {
    slug: "l2-fees-after-blob-increase",
    channel: "layer-two-weekly",
    title: "L2 fees fall again after the blob target increase",
    summary: "Median transaction costs on major rollups dropped below a cent.",
    author: "Tom Becker",
    image: "layer2",
    topics: ["layer-2", "ethereum", "rollups", "eip-4844", "base", "arbitrum", "optimism"],
    body: `<p>Median fees on the largest L2 networks fell below one cent after Ethereum raised its blob target, giving
rollups more room to post data.</p>
<p>Since EIP-4844, blob space has been priced separately from ordinary gas. With more space available, prices on Base,
Arbitrum and Optimism have stayed near the minimum even on busy days.</p>
<p>Rollup teams now say their main cost is proving and sequencing, not data.</p>`,
  },
  {
    slug: "breakpoint-solana-payments",
    channel: "decrypt-daily",
    title: "Breakpoint: Solana Foundation bets on payments and phones",
    summary: "Highlights from the Solana community's annual conference.",
    author: "Rafael Moreno",
    format: "video",
    image: "solana",
    topics: ["breakpoint", "solana-foundation", "solana", "anatoly-yakovenko", "stablecoin"],
    body: `<p>At Breakpoint this year the Solana Foundation put payments front and centre, showing merchants that accept
stablecoins at the till with settlement in under a second.</p>
<p>Anatoly Yakovenko also demoed the next version of the network's phone, which ships with a built-in wallet and an app
store without platform fees.</p>
<p>Our video includes interviews with developers building on Solana about what they want from the coming year.</p>`,
  },
  {
    slug: "questhq-saga-one-launch",
    channel: "questhq-dispatch",
    title: "Saga One begins: twelve weeks of challenges",
    summary: "The first season of weekly challenges and boosters is live.",
    author: "QuestHQ Team",
    image: "quest",
    topics: ["questhq", "hq-token", "ethereum"],
    body: `<p>Saga One starts today on QuestHQ. For twelve weeks, each week brings three to five challenges that award
stars and boost your credits.</p>
<p>At the end of the Saga, boosted credits share a pool of ten million $HQ. Holders of membership NFTs on Ethereum get a
passive weekly booster too, after finishing onboarding.</p>
<p>Week one is about first steps: follow, join and learn how Sagas work.</p>`,
  },
  {
    slug: "aave-deploys-on-new-l2s",
    channel: "defi-pulse-notes",
    title: "Aave expands to two more networks",
    summary: "The lending protocol's governance approves new deployments.",
    author: "Kwame Mensah",
    topics: ["aave", "layer-2", "governance", "tvl"],
    body: `<p>Aave holders approved deployments on two newer layer-2 networks, bringing the protocol to more than a
dozen chains.</p>
<p>Each deployment starts with conservative supply caps and a short list of assets. Risk stewards can raise caps as
liquidity grows without a full governance vote.</p>
<p>Smaller deployments contribute little to total TVL today, but delegates say being early helps when a chain takes off.
The protocol has followed the same playbook on every network it has joined since its third version.</p>`,
  },
];
