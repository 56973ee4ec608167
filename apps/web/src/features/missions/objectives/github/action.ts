import type { ObjectiveView } from "@questhq/core";
import { type DrawerActionOf, type FamilyDrawerActions, partsOf } from "../drawer-action";

// GitHub: connect GitHub, open the repository or the profile, verify. The values hold owner/name or a login, not a
// link: the server's display url (core's targetUrl) is the page to open.
const onGitHub: DrawerActionOf = (o: ObjectiveView) => ({ kind: "social", account: "github", href: partsOf(o).own });

export const githubActions = { github_star: onGitHub, github_follow: onGitHub } satisfies FamilyDrawerActions;
