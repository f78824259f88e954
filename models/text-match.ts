/** A LIKE pattern that finds the text as typed anywhere: %, _ and \ match themselves. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
