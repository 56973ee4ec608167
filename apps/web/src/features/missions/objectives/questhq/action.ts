import { missionPathOf } from "../../participation/mission-path";
import { type DrawerActionOf, type FamilyDrawerActions, partsOf, safeUrl } from "../drawer-action";

// QuestHQ: the user's own history; the drawer links to the mission to finish, or only verifies a count.

const mission: DrawerActionOf = (o) => ({ kind: "history", missionPath: missionPathOf(o.values?.missionUrl) });
const count: DrawerActionOf = () => ({ kind: "history", missionPath: undefined });

export const questhqActions = {
  questhq_complete_mission: mission,
  questhq_mission_won: mission,
  questhq_missions_completed: count,
  questhq_objectives_completed: count,
  questhq_points_earned: count,
  questhq_custom_list_import: (o) => {
    const { v, own } = partsOf(o);
    return { kind: "verify", href: safeUrl(v.missionUrl) ?? own };
  },
} satisfies FamilyDrawerActions;
