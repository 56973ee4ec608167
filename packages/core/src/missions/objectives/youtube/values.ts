import { requiredText, youtubeChannelUrlSchema, youtubeVideoUrlSchema } from "../../fields";
import { base, type FamilyValues, valuesOf } from "../value-helpers";

export const youtubeValues = {
  youtube_sub: valuesOf({ ...base, channelUrl: youtubeChannelUrlSchema }),
  youtube_watch: valuesOf({ ...base, title: requiredText("Title is required."), videoUrl: youtubeVideoUrlSchema }),
} satisfies FamilyValues;
