/** A support bundle's files and names: the index listing, the download's file name, the short ID shown. */

/** The index lists one file per line (a directory listing); tolerate a JSON array too. */
export function parseIndex(data: unknown): string[] {
  const lines = Array.isArray(data) ? data.map(String) : typeof data === 'string' ? data.split(/\r?\n/) : []
  return lines.map((l) => l.trim()).filter((l) => l && !l.endsWith('/'))
}

export const bundleFileName = (id: string) => `support-bundle-${id}.zip`
export const shortId = (id: string) => id.slice(0, 8)
