/** What each provider plugin receives: its own public base URL (e.g. http://host/sandbox/twitter). */
export type ProviderFakeOptions = { baseUrl: () => string };
