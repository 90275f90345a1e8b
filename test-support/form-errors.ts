/** A form check's messages without the fields that are fine, for tables of expected messages. */
export const problems = (e: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(e).filter(([, m]) => m))
