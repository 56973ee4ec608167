import { rawResponse } from "./common";

// What the link-preview routes answer: PNG bytes, described by their media type (no JSON body).

export const previewCardResponse = rawResponse("The card, a 1200x630 PNG", ["image/png"], { isBinary: true });
