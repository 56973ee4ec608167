import { AppError } from "@questhq/core";
import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { findLink } from "../../accounts/index";
import { LINK_MESSAGES } from "./link-rules";
import { saveOrganizationTwitter, type OrganizationTwitter } from "./organization-twitter-account";

/**
 * "Use the existing account": the admin's own linked Twitter account becomes the organization's
 * verified account without another round trip (the admin proved control of it when linking).
 * The caller has checked that the user is an admin of the organization.
 */
export async function linkExistingToOrganization(
  db: Db,
  env: Env,
  userId: string,
  organizationId: string,
): Promise<OrganizationTwitter> {
  const link = await findLink(db, userId, "twitter");
  if (!link) throw new AppError("bad_request", LINK_MESSAGES.noExistingAccount);
  return saveOrganizationTwitter(db, env, {
    organizationId,
    providerUserId: link.providerUserId,
    username: link.username,
    isSandbox: link.isSandbox,
    linkedByUserId: userId,
    tokens: null,
  });
}
