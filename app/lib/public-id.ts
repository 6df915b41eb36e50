/**
 * What a public id can look like: `newPublicId` (ids.server.ts) writes 16 characters of
 * [a-z0-9], and ids from before it are 8 to 32. Anything else names no row, so it is turned
 * away before a query (and a NUL or a 10 KB string never reaches the database).
 */
export const PUBLIC_ID_PATTERN = /^[a-z0-9]{8,32}$/;

export function isPublicId(value: string): boolean {
  return PUBLIC_ID_PATTERN.test(value);
}
