import { AppError } from "@questhq/core";
import type { SocialAccount } from "../../db/schema/index";
import { handleOf, SANDBOX_MESSAGES } from "../sandbox-messages";
import type { SandboxAct, SandboxCall, SandboxTarget, SandboxWay } from "../types";
import { loginOf, repositoryOf } from "./targets";

// "Do it on Sandbox GitHub": the GitHub fake stars the repository or follows the account for the linked sandbox
// account, so Verify then finds it through the fake's REST API exactly as it would on GitHub.

type RepositoryTarget = { provider: "github"; kind: "repository"; owner: string; name: string };
type AccountTarget = { provider: "github"; kind: "account"; login: string };
type GitHubTarget = RepositoryTarget | AccountTarget;

function githubTargets(template: string, values: Record<string, unknown>): GitHubTarget[] {
  if (template === "github_star") {
    const repository = repositoryOf(values.repository);
    return repository ? [{ provider: "github", kind: "repository", ...repository }] : [];
  }
  const login = loginOf(values.username);
  return login ? [{ provider: "github", kind: "account", login }] : [];
}

/** The repository (with its owner) or the account the objective names, made in the fake when it does not hold it. */
async function provisionGitHub(call: SandboxCall, target: SandboxTarget): Promise<void> {
  const t = target as GitHubTarget;
  if (t.kind === "repository") await call("github", "PUT", `repos/${t.owner}/${t.name}`);
  else await call("github", "POST", "users", { login: t.login, can_sign_in: false });
}

/** The linked account, made again under its id when the fake forgot it (a restart between link and action). */
async function ensureMe(call: SandboxCall, me: SocialAccount): Promise<string> {
  const login = handleOf(me);
  await call("github", "PUT", `users/${me.providerUserId}`, {
    login,
    ...(me.displayName ? { name: me.displayName } : {}),
  });
  return login;
}

async function actOnGitHub({ me, values, template, call }: SandboxAct): Promise<string> {
  const [target] = githubTargets(template, values);
  if (!target) throw new AppError("bad_request", SANDBOX_MESSAGES.badTarget);
  const login = await ensureMe(call, me);
  if (target.kind === "repository") {
    await call("github", "PUT", `users/${login}/starred/${target.owner}/${target.name}`);
    return `Sandbox GitHub: you starred ${target.owner}/${target.name}.`;
  }
  await call("github", "PUT", `users/${login}/following/${target.login}`);
  return `Sandbox GitHub: you follow @${target.login}.`;
}

export const githubSandbox = {
  kind: "provider",
  provider: "github",
  act: actOnGitHub,
  targets: githubTargets,
  provision: provisionGitHub,
} satisfies SandboxWay;
