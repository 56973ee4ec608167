// The gasless feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { gaslessKeys, useGasless } from "./gasless-api";
export { relayCall } from "./relay-flow";
