/**
 * The id of the JSON block in which the server sends a page's first API answers (server first-load.ts, web
 * boot-data.ts).
 */
export const BOOT_DATA_ELEMENT_ID = "questhq-boot";
