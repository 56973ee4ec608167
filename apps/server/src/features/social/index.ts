// The social feature's public entry: what other features (the sandbox) use of linking.
export { PROVIDER_LINKING } from "./registry";
