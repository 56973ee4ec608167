// What a user reads when an in-product (QuestHQ) objective is not complete yet.

export const QUESTHQ_MESSAGES = {
  missionNotFound: "The mission this objective points to could not be found.",
  notOnList: "None of your connected wallets is on this objective's list.",
} as const;

const titled = (title: string) => `the mission “${title}”`;

export const completeMissionMessage = (title: string) => `Complete ${titled(title)} first, then verify again.`;
export const winMissionMessage = (title: string) => `You are not among the winners of ${titled(title)}.`;

const progress = (done: number, needed: number, noun: string, since: Date | null) =>
  `You have ${done} of the ${needed} ${noun} needed${since ? ` since ${since.toISOString().slice(0, 10)}` : ""}.`;

export const missionsCompletedMessage = (done: number, needed: number, since: Date | null) =>
  `${progress(done, needed, "completed missions", since)} Complete more missions, then verify again.`;
export const objectivesCompletedMessage = (done: number, needed: number, since: Date | null) =>
  `${progress(done, needed, "completed objectives", since)} Complete more objectives, then verify again.`;
export const creditsEarnedMessage = (done: number, needed: number, since: Date | null, category: string | null) =>
  `${progress(done, needed, category ? `credits in “${category}”` : "credits", since)} ` +
  "Earn more credits, then verify again.";
