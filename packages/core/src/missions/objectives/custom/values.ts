import { z } from "zod";
import { httpsUrlSchema, requiredText } from "../../fields";
import { base, type FamilyValues, trimmed, valuesOf } from "../value-helpers";

const linkTitleSchema = z.preprocess(
  trimmed,
  z.string({ error: "Title must be at least 2 characters." }).min(2, "Title must be at least 2 characters."),
);

export const customValues = {
  link_click: valuesOf({
    ...base,
    title: linkTitleSchema,
    description: requiredText("Description is required."),
    url: httpsUrlSchema,
  }),
} satisfies FamilyValues;
