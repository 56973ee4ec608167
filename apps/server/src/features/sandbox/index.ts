// The sandbox feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { provisionObjectiveQuietly } from "./provision-objective";
