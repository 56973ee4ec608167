import type { ProviderContract } from "../types";
import { contract as discord } from "./discord";
import { contract as lifi } from "./lifi";
import { contract as stripe } from "./stripe";
import { contract as telegram } from "./telegram";
import { contract as x } from "./x";
import { contract as youtube } from "./youtube";

// Every provider whose fake the product is tested against, with the document its answers are held to.
export const CONTRACTS: ProviderContract[] = [x, discord, telegram, youtube, stripe, lifi];
