import type { Subscription } from "@questhq/core";
import type { Db } from "../../db/client";
import { subscriptionOf } from "../membership/index";

/**
 * The user's tier and its reasons, or the Free default (docs/product/membership.md#subscription-record) when nothing
 * grants one.
 */
export function getSubscription(db: Db, userId: string): Promise<Subscription> {
  return subscriptionOf(db, userId);
}
