// The streams feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { SagaRewardsCard } from "./saga-rewards-card";
