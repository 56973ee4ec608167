import { z } from "zod";
import { isHttpUrl } from "../../../http-url";
import { INVALID_URL_MESSAGE } from "../../fields";
import { base, type FamilyValues, optionalTextFrom, trimmed, valuesOf } from "../value-helpers";

export const ENDPOINT_URL_REQUIRED_MESSAGE = "Endpoint URL is required.";
export const ENDPOINT_TITLE_MAX_LENGTH = 120;
export const ENDPOINT_DESCRIPTION_MAX_LENGTH = 1000;

// https, or http for a receiver on a developer's machine: the server refuses http at Verify time in production and
// checks every address it connects to (docs/product/objectives.md#verified-by-your-api). Core cannot tell the two
// apart, so both are accepted here.
const endpointUrlSchema = z.preprocess(
  trimmed,
  z
    .string({ error: ENDPOINT_URL_REQUIRED_MESSAGE })
    .min(1, ENDPOINT_URL_REQUIRED_MESSAGE)
    .max(2048, "Must be at most 2048 characters.")
    .refine((v) => isHttpUrl(v, ["http:", "https:"]), INVALID_URL_MESSAGE),
);

export const endpointValues = {
  endpoint_check: valuesOf({
    ...base,
    title: optionalTextFrom(
      `Title must be at most ${ENDPOINT_TITLE_MAX_LENGTH} characters.`,
      ENDPOINT_TITLE_MAX_LENGTH,
    ),
    description: optionalTextFrom(
      `Instructions must be at most ${ENDPOINT_DESCRIPTION_MAX_LENGTH} characters.`,
      ENDPOINT_DESCRIPTION_MAX_LENGTH,
    ),
    endpoint_url: endpointUrlSchema,
  }),
} satisfies FamilyValues;
