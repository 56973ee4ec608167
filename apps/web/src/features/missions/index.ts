// The missions feature's public entry: the mission wizard previews objectives with the mission page's drawer and
// labels, and prices a mint contract's deployment with the mint's registry fee.
export { registryFeeWei } from "./mint/mint-state";
export { ObjectiveDrawer } from "./page/objective-drawer";
export { creditsLabel } from "./page/objective-labels";
