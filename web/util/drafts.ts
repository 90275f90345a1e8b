/**
 * Drafts that survive sign-in (issue #24). SPEC §8 sends any 401 to /login; a form open at that
 * moment would come back empty. So every open form registers a getter for its values here; the 401
 * reaction (web/api/http.ts) saves them in sessionStorage under the form's URL just before it
 * leaves, and the form, mounted again at that URL after sign-in, starts from them.
 *
 * sessionStorage: the tab's own, gone when the tab closes, never sent anywhere. Passwords, secrets,
 * private keys and tokens are never written (by field name: they come back empty), nor files or
 * other non-plain values.
 */

const PREFIX = 'rack-console-draft:'
const getters = new Map<string, () => unknown>()

/** The key of the form at the current location: the same path and query sign-in returns to. */
export const currentDraftKey = () => (typeof location === 'undefined' ? '' : location.pathname + location.search)

/**
 * The key of one form at a URL: the URL and the names of the form's fields. A page may hold two
 * forms at once (the allow list and its BFD modal): keyed by URL alone, the second to open took the
 * first one's place, so the first was no longer kept at a 401 and could be filled with the other's
 * values.
 */
export function formDraftKey(url: string, defaults: unknown): string {
  const fields =
    defaults !== null && typeof defaults === 'object' && !Array.isArray(defaults)
      ? Object.keys(defaults).sort().join(',')
      : Array.isArray(defaults)
        ? '[]'
        : typeof defaults
  return `${url}#${fields}`
}

/** Whether any form at this URL has a draft (for the "restored" notice of the form's frame). */
export function hasDraftAt(url: string): boolean {
  try {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)
      if (key === PREFIX + url || key?.startsWith(`${PREFIX}${url}#`)) return true
    }
  } catch {
    // storage blocked: nothing was kept
  }
  return false
}

/** Field names whose values are never kept, at any depth. */
export const SECRET_FIELD = /password|secret|private|token|passphrase|credential|^key$/i

/** A JSON-safe copy without secrets, files or functions; undefined when nothing is left. */
export function scrubDraft(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value
  if (Array.isArray(value)) return value.map(scrubDraft).filter((v) => v !== undefined)
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      // A secret text field comes back empty, so the form's shape (a list of certificates, say) holds.
      if (SECRET_FIELD.test(k)) {
        if (typeof v === 'string') out[k] = ''
        continue
      }
      const kept = scrubDraft(v)
      if (kept !== undefined) out[k] = kept
    }
    return out
  }
  // Dates, Files, Blobs, Maps, class instances: not restorable as typed, so not kept.
  return undefined
}

/** An open form says how to read its values; the returned function unregisters it. */
export function registerDraft(key: string, get: () => unknown): () => void {
  getters.set(key, get)
  return () => {
    if (getters.get(key) === get) getters.delete(key)
  }
}

/** Called on a 401, before going to sign-in: keep every open form's values. */
export function saveDrafts(): void {
  for (const [key, get] of getters) {
    try {
      const value = scrubDraft(get())
      if (value !== undefined) sessionStorage.setItem(PREFIX + key, JSON.stringify(value))
    } catch {
      // Storage full or blocked: the form comes back empty, as it did before drafts.
    }
  }
}

export function readDraft(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(PREFIX + key)
    return raw === null ? undefined : JSON.parse(raw)
  } catch {
    return undefined
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key)
  } catch {
    // nothing kept, nothing to clear
  }
}

/**
 * The draft laid over the form's defaults: only keys the defaults have, each of the same kind, so
 * a draft from an older console (or a hand-edited one) cannot put a wrong type into the form. Keys
 * left out (secrets) keep their defaults.
 */
export function mergeDraft<T>(defaults: T, draft: unknown): T {
  if (draft === undefined) return defaults
  if (Array.isArray(defaults)) return (Array.isArray(draft) ? draft : defaults) as T
  if (defaults !== null && typeof defaults === 'object') {
    if (draft === null || typeof draft !== 'object' || Array.isArray(draft)) return defaults
    const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) }
    for (const [k, d] of Object.entries(defaults as Record<string, unknown>)) {
      if (k in (draft as Record<string, unknown>)) out[k] = mergeDraft(d, (draft as Record<string, unknown>)[k])
    }
    return out as T
  }
  // A default of null or undefined (an optional pick) takes any plain value; otherwise same type.
  if (defaults === null || defaults === undefined) return draft as T
  return (typeof draft === typeof defaults ? draft : defaults) as T
}
