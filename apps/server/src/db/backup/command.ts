import path from "node:path";
import { type Env, EnvError, loadEnv } from "../../env";
import { BackupError } from "./pg-tools";

// The two commands' shared shell: arguments, settings, and every failure as one line on stderr with exit code 1.

type Run = (args: { env: Env; dir: string; force: boolean }) => Promise<string>;

export async function runBackupCommand(name: "backup" | "restore", run: Run): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const rest = args.filter((a) => a !== "--force");
  if (rest.length !== 1 || rest[0]!.startsWith("-")) {
    console.error(`Usage: npm run ${name} -- <dir> [--force]`);
    process.exit(2);
  }
  try {
    const env = loadEnv();
    // npm runs the script in apps/server; a relative folder is meant from where the operator typed the command.
    const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), rest[0]!);
    console.log(await run({ env, dir, force }));
  } catch (err) {
    // Ours say what to do; anything else (a full disk, a permission) is still told in one line, without a stack.
    const known = err instanceof BackupError || err instanceof EnvError;
    const message = err instanceof Error ? err.message : String(err);
    console.error(`${name} failed: ${known ? "" : "unexpected error: "}${message.replace(/\s*\n\s*/g, "; ")}`);
    process.exit(1);
  }
}
