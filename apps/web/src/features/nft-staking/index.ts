// The nft-staking feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { MembershipNftsSection } from "./membership-nfts-section";
