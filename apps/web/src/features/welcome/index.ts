// The welcome feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { claimAnnouncement, notePageShown } from "./announcements";
export { ChallengesActions } from "./challenges-actions";
export { hasSeenWelcome, isWelcomeExcludedPath } from "./welcome-rules";
