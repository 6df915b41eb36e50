/** The names of the forms that change an installation visit (visit-intents.server.ts). Client-safe. */
export const VISIT_INTENT = { book: 'installation-book', cancel: 'installation-cancel' } as const;
