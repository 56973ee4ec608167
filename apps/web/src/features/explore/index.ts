// The explore feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { effectiveSearch, nextPath } from "./explore-query";
export { InfiniteSentinel, NextPagePlaceholders } from "./infinite-sentinel";
export { useDebouncedValue } from "./use-debounced-value";
export { SearchBox } from "./search-box";
