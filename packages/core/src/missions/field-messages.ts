// Messages shared by the mission and news schemas, in a module of their own: the Atlas reads the news schemas
// and must not pull in the mission, chain and ABI schemas through a message constant.
export const SEARCH_MIN_MESSAGE = "Search must be at least 2 characters.";
export const BLOCKCHAIN_REQUIRED_MESSAGE = "Blockchain field is required.";
