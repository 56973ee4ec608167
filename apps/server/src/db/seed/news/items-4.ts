import type { ItemDraft } from "./item-draft";

// Oldest demo articles, roughly three to four weeks old.

export const items4: ItemDraft[] = [
  {
    slug: "coinbase-base-app-launch",
    channel: "decrypt-daily",
    title: "Coinbase rebrands its wallet as an everything app",
    summary: "Social feed, payments and trading in one place.",
    author: "Rafael Moreno",
    topics: ["coinbase", "base", "farcaster", "usdc"],
    body: `<p>Coinbase renamed its self-custody wallet and rebuilt it around a social feed, payments and trading, all
running on Base.</p>
<p>The feed is built on Farcaster, so posts made in the app show up in other clients too. Payments in USDC are free
between users.</p>
<p>The company says it wants people to use crypto every day without thinking about networks, bridges or gas.</p>`,
  },
  {
    slug: "arbitrum-stylus-rust-contracts",
    channel: "layer-two-weekly",
    title: "Stylus brings Rust smart contracts to Arbitrum One",
    summary: "Developers can now write contracts in Rust and C alongside Solidity.",
    author: "Tom Becker",
    image: "layer2",
    topics: ["arbitrum", "smart-contracts"],
    body: `<p>Arbitrum One now supports smart contracts written in Rust, C and C++ through Stylus, which runs
WebAssembly next to the existing virtual machine.</p>
<p>Contracts in both worlds can call each other, so teams can port performance-heavy code, such as cryptography, without
rewriting their whole application.</p>
<p>Early benchmarks show computation-heavy functions costing a fraction of what they did in Solidity. Offchain Labs,
which develops the network, has funded a programme to help teams audit their first Rust contracts.</p>`,
  },
  {
    slug: "lido-dual-governance",
    channel: "defi-pulse-notes",
    title: "Lido activates dual governance for stakers",
    summary: "Stakers can now delay decisions they disagree with.",
    author: "Priya Raman",
    image: "defi",
    topics: ["lido", "governance", "staking", "eth"],
    body: `<p>Lido activated a dual governance system that gives holders of staked ETH a way to delay, and ultimately
block, decisions made by token holders.</p>
<p>If enough stakers signal opposition, proposals are paused while stakers who disagree can withdraw. It is one of the
first attempts to give users of a staking protocol, not just its token holders, a formal role in governance.</p>
<p>The design took more than a year of research and several audits.</p>`,
  },
  {
    slug: "thread-how-to-read-tvl",
    channel: "chain-signals",
    title: "Thread: how to read TVL without fooling yourself",
    summary: "Total value locked is useful, but easy to misread.",
    author: "Diego Santos",
    format: "thread",
    topics: ["tvl", "eth", "restaking", "market-cap"],
    body: `<p>1/ Total value locked is the most quoted DeFi metric and the easiest to misread. A few rules of thumb.</p>
<p>2/ TVL moves with prices. If ETH rises ten percent, every protocol holding it looks like it grew.</p>
<p>3/ Deposits get counted twice. A token deposited, borrowed against and redeposited can inflate totals, especially
with restaking.</p>
<p>4/ Compare TVL with fees, not with market cap. Fees tell you whether deposits are actually being used.</p>`,
  },
  {
    slug: "singapore-tokenization-pilot",
    channel: "the-block-wire",
    title: "Singapore banks settle a tokenized bond on a public chain",
    summary: "A pilot moves from private ledgers to a public network.",
    author: "Mara Okafor",
    image: "policy",
    topics: ["singapore", "real-world-assets", "polygon"],
    body: `<p>Banks in Singapore settled a tokenized corporate bond on a public network for the first time, using
permissioned pools on Polygon.</p>
<p>The pilot, run with the city's central bank, tested delivery against payment with tokenized deposits. Settlement took
minutes instead of two days.</p>
<p>Tokenized real-world assets on public chains have grown quickly this year, led by treasury funds. Participants said
the next step is to let retail investors in Singapore buy small slices of the same bonds through licensed apps.</p>`,
  },
  {
    slug: "okx-wallet-quests",
    channel: "questhq-dispatch",
    title: "Client validation objectives now support OKX Wallet",
    summary: "A new objective type checks that a wallet extension is installed.",
    author: "QuestHQ Team",
    image: "quest",
    topics: ["okx", "questhq", "optimism"],
    body: `<p>Mission creators can now add a client validation objective that checks whether the OKX Wallet extension is
present in the participant's browser.</p>
<p>The first mission to use it is the Optimism Explorer Badge on QuestHQ, where it joins a social post and a points
goal.</p>
<p>The check happens entirely in the browser and never reads balances or addresses. More wallet checks, for other
extensions and mobile wallets, are planned for the coming months.</p>`,
  },
  {
    slug: "eigenlayer-slashing-live",
    channel: "defi-pulse-notes",
    title: "EigenLayer switches on slashing",
    summary: "Restaked security now comes with real penalties.",
    author: "Kwame Mensah",
    topics: ["eigenlayer", "restaking", "eth"],
    body: `<p>EigenLayer activated slashing on mainnet, meaning operators who misbehave while securing other services
can now lose part of the ETH delegated to them.</p>
<p>Until now restaking rewards came without the matching penalties. Services must publish their slashing conditions, and
stakers choose which ones to accept.</p>
<p>Analysts expect rewards to rise for services that accept stricter conditions, and some operators have already
published lists of the services they will refuse to secure.</p>`,
  },
  {
    slug: "vitalik-privacy-essay",
    channel: "decrypt-daily",
    title: "Vitalik Buterin makes the case for privacy by default",
    summary: "A new essay argues wallets should hide balances unless users opt out.",
    author: "Nadia Petrova",
    image: "ethereum",
    topics: ["vitalik-buterin", "ethereum", "zero-knowledge-proofs"],
    body: `<p>In a new essay, Vitalik Buterin argues that privacy should be a default feature of Ethereum wallets rather
than an advanced setting.</p>
<p>He proposes that wallets use zero-knowledge proofs to show that a payment is valid without revealing the sender's
full history.</p>
<blockquote>Privacy is not about hiding wrongdoing. It is about not broadcasting your whole life to
strangers.</blockquote>
<p>The essay drew support from wallet developers and scepticism from compliance specialists.</p>`,
  },
  {
    slug: "podcast-onchain-games",
    channel: "nft-now",
    title: "Podcast: are onchain games finally fun?",
    summary: "Two studio founders on design, not tokens.",
    author: "Lena Fischer",
    format: "podcast",
    topics: ["web3-gaming", "polygon", "base"],
    body: `<p>In this episode we talk to two founders who ship onchain games and ask a simple question: are they fun
yet?</p>
<p>Both now start with gameplay and add ownership later. One studio builds on Polygon for its low fees; the other on
Base for its wallet integration.</p>
<p>They agree that web3 gaming lost years chasing token prices and that the next wave will be judged like any other
game.</p>`,
  },
  {
    slug: "binance-delists-memecoins",
    channel: "chain-signals",
    title: "Binance reviews listings of low-liquidity tokens",
    summary: "Several small tokens receive monitoring tags.",
    author: "Sam Adeyemi",
    topics: ["binance", "memecoins", "market-cap"],
    body: `<p>Binance added monitoring tags to nine tokens this week, a warning that they could be delisted if liquidity
and development activity do not improve.</p>
<p>Three of the tokens are memecoins whose market cap has fallen below the exchange's informal threshold.</p>
<p>Tagged tokens usually fall sharply on the news, though some have been removed from the list after their projects
published plans. Traders say the tags are now a closely watched signal of which small tokens are losing support.</p>`,
  },
  {
    slug: "crypto-twitter-migration",
    channel: "chain-signals",
    title: "Is Crypto Twitter moving house?",
    summary: "Onchain social apps gain users, but the old timeline still rules.",
    author: "Diego Santos",
    topics: ["crypto-twitter", "farcaster", "zora"],
    body: `<p>Every few months someone declares that Crypto Twitter is moving to an onchain social app. The data tells a
more modest story.</p>
<p>Daily active users on Farcaster and Zora have grown steadily, but most accounts still post to the old timeline first
and cross-post later.</p>
<p>The apps that grow fastest give users something the timeline cannot, such as payments or collectible posts. Until one
of them does that at scale, the old timeline keeps its crown, even among the people who complain about it most.</p>`,
  },
  {
    slug: "bridge-exploit-postmortem",
    channel: "the-block-wire",
    title: "Bridge exploit post-mortem blames a compromised signer",
    summary: "Attackers obtained two of five keys of a cross-chain bridge.",
    author: "Mara Okafor",
    topics: ["hacks-and-exploits", "bridging", "ethereum"],
    body: `<p>The team behind a small cross-chain bridge published a post-mortem of last week's exploit, which drained
about $11 million from its Ethereum contracts.</p>
<p>Attackers obtained two of the five signer keys through a phishing campaign, then forged withdrawal messages. The
bridge required only two signatures.</p>
<p>Security researchers said the hack shows why bridging protocols are moving from small signer sets toward light
clients and proofs.</p>`,
  },
  {
    slug: "brian-armstrong-payments-interview",
    channel: "the-block-wire",
    title: "Brian Armstrong: payments are crypto's next killer app",
    summary: "The Coinbase chief on stablecoins, regulation and Base.",
    author: "Jonas Lindqvist",
    format: "video",
    topics: ["brian-armstrong", "coinbase", "stablecoin", "regulation", "base"],
    body: `<p>In a video interview, Brian Armstrong said he expects payments to overtake trading as the main reason
people use crypto within five years.</p>
<p>The Coinbase chief executive pointed to stablecoins settling on Base for a fraction of a cent, and said clearer
regulation of dollar tokens would speed adoption.</p>
<p>He also discussed the company's plans for merchant tools and why it keeps building its own network rather than
relying on others.</p>`,
  },
];
