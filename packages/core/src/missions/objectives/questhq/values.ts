import {
  httpsUrlSchema,
  optionalTextSchema,
  POSITIVE_WHOLE_NUMBER_MESSAGE,
  positiveIntSchema,
  startDateSchema,
} from "../../fields";
import { addressListSchema } from "../../onchain-fields";
import { base, type FamilyValues, valuesOf } from "../value-helpers";

const missionObjective = valuesOf({ ...base, missionUrl: httpsUrlSchema, missionTitle: optionalTextSchema });

export const questhqValues = {
  questhq_complete_mission: missionObjective,
  questhq_mission_won: missionObjective,
  questhq_missions_completed: valuesOf({
    ...base,
    start_date: startDateSchema,
    number_of_missions: positiveIntSchema(POSITIVE_WHOLE_NUMBER_MESSAGE),
  }),
  questhq_objectives_completed: valuesOf({
    ...base,
    start_date: startDateSchema,
    number_of_objectives: positiveIntSchema(POSITIVE_WHOLE_NUMBER_MESSAGE),
  }),
  questhq_points_earned: valuesOf({
    ...base,
    start_date: startDateSchema,
    number_of_points: positiveIntSchema(POSITIVE_WHOLE_NUMBER_MESSAGE),
    category: optionalTextSchema,
  }),
  questhq_custom_list_import: valuesOf({ ...base, addresses: addressListSchema }),
} satisfies FamilyValues;
