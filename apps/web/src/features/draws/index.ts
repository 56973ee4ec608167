// The draws feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { drawQuery } from "./draw-api";
export { seedSourceLabel } from "./draw-facts";
