// The news feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { htmlToText } from "./ingest/text";
export { checkKey, decodeCursor, encodeCursor } from "./news-cursor";
export { addChannel, addItem, addTopic } from "./news-fixtures";
