// The participation feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { attemptVerification, scheduledRetry, type VerificationSubject } from "./attempt-verification";
export { creditTable, missionCreditTypeOf, type CreditTable } from "./mission-credits";
export { participate } from "./participate";
export { queuedAhead, retryDue } from "./retry-due";
export { PARTICIPATION_MESSAGES, areEntriesClosed, participationRefusal } from "./participation-rules";
export type { Deps } from "./verification-context";
