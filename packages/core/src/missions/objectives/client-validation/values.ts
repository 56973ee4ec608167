import { requiredText } from "../../fields";
import { base, type FamilyValues, valuesOf } from "../value-helpers";

export const clientValidationValues = {
  client_validation: valuesOf({ ...base, key: requiredText("Key is required.") }),
} satisfies FamilyValues;
