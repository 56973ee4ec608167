import type { EntityType } from "../../schema/news";

// The demo topic catalogue. Matching is case-sensitive on whole words over the name, aliases
// and cashtags, so lower-case forms of concepts ("staking") are listed as aliases explicitly
// and common words that double as names ("base", "optimism") are not matched.

export type TopicDraft = {
  slug: string;
  name: string;
  entityType: EntityType;
  aliases?: string[];
  cashtags?: string[];
};

export const topicDrafts: TopicDraft[] = [
  // blockchain
  { slug: "ethereum", name: "Ethereum", entityType: "blockchain" },
  { slug: "bitcoin", name: "Bitcoin", entityType: "blockchain" },
  { slug: "solana", name: "Solana", entityType: "blockchain" },
  { slug: "base", name: "Base", entityType: "blockchain" },
  { slug: "arbitrum", name: "Arbitrum", entityType: "blockchain", aliases: ["Arbitrum One"] },
  { slug: "optimism", name: "Optimism", entityType: "blockchain", aliases: ["OP Mainnet"] },
  { slug: "polygon", name: "Polygon", entityType: "blockchain", aliases: ["Polygon PoS"] },
  // tokens
  { slug: "eth", name: "ETH", entityType: "tokens", aliases: ["ether"], cashtags: ["$ETH"] },
  { slug: "btc", name: "BTC", entityType: "tokens", cashtags: ["$BTC"] },
  { slug: "usdc", name: "USDC", entityType: "tokens", cashtags: ["$USDC"] },
  { slug: "hq-token", name: "$HQ", entityType: "tokens", cashtags: ["$HQ"] },
  { slug: "sol", name: "SOL", entityType: "tokens", cashtags: ["$SOL"] },
  { slug: "pol", name: "POL", entityType: "tokens", cashtags: ["$POL"] },
  { slug: "arb", name: "ARB", entityType: "tokens", cashtags: ["$ARB"] },
  // people
  { slug: "vitalik-buterin", name: "Vitalik Buterin", entityType: "people", aliases: ["Vitalik"] },
  { slug: "brian-armstrong", name: "Brian Armstrong", entityType: "people" },
  { slug: "anatoly-yakovenko", name: "Anatoly Yakovenko", entityType: "people" },
  { slug: "stani-kulechov", name: "Stani Kulechov", entityType: "people" },
  { slug: "hayden-adams", name: "Hayden Adams", entityType: "people" },
  // organizations
  { slug: "ethereum-foundation", name: "Ethereum Foundation", entityType: "organizations", aliases: ["EF"] },
  { slug: "sec", name: "SEC", entityType: "organizations", aliases: ["Securities and Exchange Commission"] },
  { slug: "solana-foundation", name: "Solana Foundation", entityType: "organizations" },
  { slug: "circle", name: "Circle", entityType: "organizations" },
  { slug: "tether", name: "Tether", entityType: "organizations" },
  // nfts
  { slug: "cryptopunks", name: "CryptoPunks", entityType: "nfts" },
  { slug: "bored-ape-yacht-club", name: "Bored Ape Yacht Club", entityType: "nfts", aliases: ["BAYC"] },
  { slug: "pudgy-penguins", name: "Pudgy Penguins", entityType: "nfts" },
  { slug: "nodemonkes", name: "NodeMonkes", entityType: "nfts" },
  // events
  { slug: "ethdenver", name: "ETHDenver", entityType: "events" },
  { slug: "devcon", name: "Devcon", entityType: "events" },
  { slug: "token2049", name: "TOKEN2049", entityType: "events" },
  { slug: "breakpoint", name: "Breakpoint", entityType: "events" },
  // projects
  { slug: "questhq", name: "QuestHQ", entityType: "projects" },
  { slug: "farcaster", name: "Farcaster", entityType: "projects" },
  { slug: "zora", name: "Zora", entityType: "projects" },
  { slug: "worldcoin", name: "Worldcoin", entityType: "projects" },
  // defi_protocols
  { slug: "aave", name: "Aave", entityType: "defi_protocols" },
  { slug: "uniswap", name: "Uniswap", entityType: "defi_protocols", aliases: ["Uniswap v4"] },
  { slug: "lido", name: "Lido", entityType: "defi_protocols", aliases: ["Lido Finance"] },
  { slug: "eigenlayer", name: "EigenLayer", entityType: "defi_protocols" },
  { slug: "makerdao", name: "MakerDAO", entityType: "defi_protocols" },
  { slug: "jupiter", name: "Jupiter", entityType: "defi_protocols" },
  { slug: "pendle", name: "Pendle", entityType: "defi_protocols" },
  // defi_activities
  { slug: "staking", name: "Staking", entityType: "defi_activities", aliases: ["staking"] },
  { slug: "restaking", name: "Restaking", entityType: "defi_activities", aliases: ["restaking"] },
  { slug: "yield-farming", name: "Yield Farming", entityType: "defi_activities", aliases: ["yield farming"] },
  {
    slug: "liquidity-provision",
    name: "Liquidity Provision",
    entityType: "defi_activities",
    aliases: ["liquidity provision", "liquidity providers"],
  },
  { slug: "airdrops", name: "Airdrops", entityType: "defi_activities", aliases: ["Airdrop", "airdrop", "airdrops"] },
  { slug: "bridging", name: "Bridging", entityType: "defi_activities", aliases: ["bridging"] },
  // exchanges
  { slug: "coinbase", name: "Coinbase", entityType: "exchanges" },
  { slug: "binance", name: "Binance", entityType: "exchanges" },
  { slug: "kraken", name: "Kraken", entityType: "exchanges" },
  { slug: "okx", name: "OKX", entityType: "exchanges" },
  // finance_terms
  {
    slug: "stablecoin",
    name: "Stablecoin",
    entityType: "finance_terms",
    aliases: ["Stablecoins", "stablecoin", "stablecoins"],
  },
  {
    slug: "etf",
    name: "ETF",
    entityType: "finance_terms",
    aliases: ["ETFs", "exchange-traded fund", "exchange-traded funds"],
  },
  { slug: "tvl", name: "TVL", entityType: "finance_terms", aliases: ["total value locked"] },
  {
    slug: "market-cap",
    name: "Market Cap",
    entityType: "finance_terms",
    aliases: ["market cap", "market capitalization"],
  },
  {
    slug: "real-world-assets",
    name: "Real-World Assets",
    entityType: "finance_terms",
    aliases: ["real-world assets", "RWA", "RWAs"],
  },
  // geographic_locations
  { slug: "singapore", name: "Singapore", entityType: "geographic_locations" },
  { slug: "european-union", name: "European Union", entityType: "geographic_locations", aliases: ["EU"] },
  { slug: "united-states", name: "United States", entityType: "geographic_locations", aliases: ["U.S."] },
  { slug: "hong-kong", name: "Hong Kong", entityType: "geographic_locations" },
  { slug: "dubai", name: "Dubai", entityType: "geographic_locations" },
  // tech_concepts
  {
    slug: "zero-knowledge-proofs",
    name: "Zero-Knowledge Proofs",
    entityType: "tech_concepts",
    aliases: ["zero-knowledge proofs", "zero-knowledge proof", "ZK proofs"],
  },
  {
    slug: "account-abstraction",
    name: "Account Abstraction",
    entityType: "tech_concepts",
    aliases: ["account abstraction", "ERC-4337"],
  },
  { slug: "rollups", name: "Rollups", entityType: "tech_concepts", aliases: ["rollup", "rollups"] },
  { slug: "layer-2", name: "Layer 2", entityType: "tech_concepts", aliases: ["layer 2", "layer-2", "L2", "L2s"] },
  {
    slug: "smart-contracts",
    name: "Smart Contracts",
    entityType: "tech_concepts",
    aliases: ["smart contract", "smart contracts"],
  },
  { slug: "eip-4844", name: "EIP-4844", entityType: "tech_concepts", aliases: ["proto-danksharding"] },
  // other
  { slug: "memecoins", name: "Memecoins", entityType: "other", aliases: ["memecoin", "memecoins"] },
  { slug: "crypto-twitter", name: "Crypto Twitter", entityType: "other" },
  { slug: "hackathons", name: "Hackathons", entityType: "other", aliases: ["hackathon", "hackathons"] },
  // general
  { slug: "regulation", name: "Regulation", entityType: "general", aliases: ["regulation", "regulators"] },
  {
    slug: "hacks-and-exploits",
    name: "Hacks and Exploits",
    entityType: "general",
    aliases: ["exploit", "exploits", "hack"],
  },
  { slug: "governance", name: "Governance", entityType: "general", aliases: ["governance"] },
  { slug: "web3-gaming", name: "Web3 Gaming", entityType: "general", aliases: ["web3 gaming", "onchain games"] },
  { slug: "market-update", name: "Market Update", entityType: "general", aliases: ["market update"] },
];
