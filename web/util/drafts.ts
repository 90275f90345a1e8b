/**
 * Drafts that survive sign-in. the rules: errors sends any 401 to /login; a form open at that
 * moment would come back empty. So every open form registers a getter for its values here; the 401
 * reaction (web/api/http.ts) saves them in sessionStorage under the form's URL just before it
 * leaves, and the form, mounted again at that URL after sign-in, starts from them.
 *
 * sessionStorage: the tab's own, gone when the tab closes, never sent anywhere. What a field holds
 * decides whether it is written: a form declares its fields of a secret kind (user data, SSH keys,
 * passwords, tokens, private keys) beside its defaults (declareDraftSecrets), and those come back
 * empty; so do fields whose names say they are secrets, in a form that declared nothing. Files and
 * other non-plain values are never written.
 *
 * Drafts belong to the user who typed them. A tab's drafts are stamped with the user signed in on
 * this browser when they were kept (./browser-owner.ts); a form is offered a draft only while that
 * user is the one signed in, and when someone else signs in the tab's drafts go (keepDraftsOnlyFor).
 */
import { browserOwner } from './browser-owner'

const PREFIX = 'rack-console-draft:'
/**
 * Sign-in pages keep no draft: whoever opens one next is, by definition, someone about to sign in,
 * perhaps another person, who must not find the last one's username filled in.
 */
const keepsNoDraft = (key: string) =>
  key === '/login' || key.startsWith('/login/') || key.startsWith('/login?') || key.startsWith('/login#')

/** Whose drafts this tab holds (sessionStorage, beside them). */
const DRAFT_OWNER_KEY = 'rack-console-draft-owner'
const getters = new Map<string, () => unknown>()

/**
 * Kinds of field whose values a draft never keeps, whatever the field is called, and why. A form
 * declares which of its fields are of these kinds (declareDraftSecrets).

 * @public: read as a type by the module's callers
 */
export const SECRET_KINDS = {
  'user-data': 'cloud-init user data routinely carries passwords, keys and tokens',
  'ssh-public-key': 'a key names its owner and the machines they reach',
  'ssh-private-key': 'a private key grants access',
  password: 'a password grants access',
  token: 'a token or shared secret grants access',
  'private-key': "a certificate's or signing pair's private key",
} as const
type SecretKind = keyof typeof SECRET_KINDS

type Element<T> = T extends readonly (infer E)[] ? E : T
/**
 * A form's fields of a secret kind, shaped as its values: a field named with its kind, or, for a
 * group of fields or a list of rows, the same declaration for the group or for each row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the untyped form of any form's declaration
export type DraftSecrets<V = Record<string, any>> = {
  readonly [K in keyof V]?: SecretKind | DraftSecrets<Element<V[K]>>
}

/** The declarations, by the form's field names (the part of a draft key after the URL). */
const declared = new Map<string, DraftSecrets>()

const fieldNames = (defaults: unknown) =>
  defaults !== null && typeof defaults === 'object' && !Array.isArray(defaults)
    ? Object.keys(defaults).sort().join(',')
    : Array.isArray(defaults)
      ? '[]'
      : typeof defaults

/**
 * Declares which fields of a form (known by its defaults, as its draft key is) hold secrets, where
 * the form's fields are declared. Returns the declaration, for the form's own use.
 */
export function declareDraftSecrets<V>(defaults: V, secrets: DraftSecrets<V>): DraftSecrets<V> {
  declared.set(fieldNames(defaults), secrets as DraftSecrets)
  return secrets
}

/** The secrets declared for the form a draft key names. */
function declaredSecrets(key: string): DraftSecrets | undefined {
  const hash = key.lastIndexOf('#')
  return hash < 0 ? undefined : declared.get(key.slice(hash + 1))
}

/** The key of the form at the current location: the same path and query sign-in returns to. */
export const currentDraftKey = () => (typeof location === 'undefined' ? '' : location.pathname + location.search)

/**
 * The key of one form at a URL: the URL and the names of the form's fields. A page may hold two
 * forms at once (the allow list and its BFD modal): keyed by URL alone, the second to open took the
 * first one's place, so the first was no longer kept at a 401 and could be filled with the other's
 * values.
 */
export function formDraftKey(url: string, defaults: unknown): string {
  return `${url}#${fieldNames(defaults)}`
}

function storedOwner(): string | null {
  try {
    return sessionStorage.getItem(DRAFT_OWNER_KEY)
  } catch {
    return null
  }
}

/**
 * Whether this tab's drafts may be offered: they were kept for the user signed in on this browser.
 * Drafts with no stamp (kept where no sign-in was ever recorded) are offered; every sign-in drops
 * them (keepDraftsOnlyFor), so they never reach another user.
 */
function draftsReleased(): boolean {
  const owner = storedOwner()
  return owner === null || owner === browserOwner()
}

function draftKeys(): string[] {
  const keys: string[] = []
  try {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)
      if (key?.startsWith(PREFIX)) keys.push(key)
    }
  } catch {
    // storage blocked: nothing was kept
  }
  return keys
}

/** Every draft of this tab goes (sign-out). */
export function forgetDrafts(): void {
  try {
    for (const key of draftKeys()) sessionStorage.removeItem(key)
    sessionStorage.removeItem(DRAFT_OWNER_KEY)
  } catch {
    // nothing kept, nothing to forget
  }
}

/** `owner` has signed in: this tab's drafts stay only if they are theirs. Returns whether any went. */
export function keepDraftsOnlyFor(owner: string): boolean {
  if (storedOwner() === owner) return false
  const had = draftKeys().length > 0
  forgetDrafts()
  return had
}

/** Whether any form at this URL has a draft (for the "restored" notice of the form's frame). */
export function hasDraftAt(url: string): boolean {
  if (!draftsReleased()) return false
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
const SECRET_FIELD = /password|secret|private|token|passphrase|credential|^key$/i

/**
 * A JSON-safe copy without secrets, files or functions; undefined when nothing is left. `secrets`
 * is the form's declaration: the fields of a secret kind. Without one, field names decide.
 */
export function scrubDraft(value: unknown, secrets?: DraftSecrets): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value
  if (Array.isArray(value)) return value.map((v) => scrubDraft(v, secrets)).filter((v) => v !== undefined)
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      const kind = secrets?.[k]
      // A secret text field comes back empty, so the form's shape (a list of certificates, say) holds.
      if (typeof kind === 'string' || (secrets === undefined && SECRET_FIELD.test(k))) {
        if (typeof v === 'string') out[k] = ''
        continue
      }
      const kept = scrubDraft(v, typeof kind === 'object' ? kind : undefined)
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
  // kept for the user signed in on this browser; another user's drafts in this tab go first
  const owner = browserOwner()
  if (owner !== undefined && getters.size > 0) {
    keepDraftsOnlyFor(owner)
    try {
      sessionStorage.setItem(DRAFT_OWNER_KEY, owner)
    } catch {
      // storage blocked: nothing is kept below either
    }
  }
  for (const [key, get] of getters) {
    if (keepsNoDraft(key)) continue
    try {
      const value = scrubDraft(get(), declaredSecrets(key))
      if (value !== undefined) sessionStorage.setItem(PREFIX + key, JSON.stringify(value))
    } catch {
      // Storage full or blocked: the form comes back empty, as it did before drafts.
    }
  }
}

export function readDraft(key: string): unknown {
  if (!draftsReleased() || keepsNoDraft(key)) return undefined
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
