import { AppError } from "@questhq/core";
import { handleOf, SANDBOX_MESSAGES } from "../sandbox-messages";
import { ensureSandboxAccount } from "../sandbox-account";
import type { SandboxAccount, SandboxAct, SandboxCall, SandboxTarget, SandboxWay } from "../types";
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

/** The fake's user for a linked sandbox account. */
export const githubSandboxAccount: SandboxAccount = (me) => ({
  path: `users/${me.providerUserId}`,
  body: { login: handleOf(me) || `sandbox-${me.providerUserId}`, ...(me.displayName ? { name: me.displayName } : {}) },
});

async function actOnGitHub({ me, values, template, call }: SandboxAct): Promise<string> {
  const [target] = githubTargets(template, values);
  if (!target) throw new AppError("bad_request", SANDBOX_MESSAGES.badTarget);
  await ensureSandboxAccount(call, "github", githubSandboxAccount, me);
  const login = githubSandboxAccount(me).body.login;
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
