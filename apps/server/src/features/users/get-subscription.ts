import type { Subscription } from "@questhq/core";
import type { Db } from "../../db/client";
import { subscriptionOf } from "../billing/subscription-of";

/** The user's tier and its reasons, or the Free default of spec §3 when nothing grants one. */
export function getSubscription(db: Db, userId: string): Promise<Subscription> {
  return subscriptionOf(db, userId);
}
