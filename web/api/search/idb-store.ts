/**
 * The silo index kept in IndexedDB: one record per project (so a refresh rewrites only
 * the projects it re-read) and one per owner for the project list and the silo's images. Every
 * write of a batch goes in one transaction. A tab keeps its connection open, and closes it when
 * another asks to delete the database (sign-out in another tab), so that delete is never blocked.
 *
 * IndexedDB may be missing or refuse (a private window, storage full): then loads find nothing
 * and writes are dropped, and the index lives in memory for the visit.
 */
import type { ProjectEntry } from './silo-index'
import type { IndexChanges, IndexStore } from './store'

const SEARCH_DB = 'rack-console-search'
const VERSION = 1
const META = 'meta'
const PROJECTS = 'projects'

type MetaRecord = NonNullable<IndexChanges['meta']> & { owner: string }
type ProjectRecord = ProjectEntry & { owner: string }

const done = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })

const finished = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error)
    tx.onabort = () => reject(tx.error)
  })

/**
 * Set at sign-out: from then on this page opens the database no more. An index refresh still under
 * way would otherwise open it again after the delete (an open queued behind a delete makes the
 * database anew) and keep what the signed-out user could see.
 */
let deleted = false

function open(): Promise<IDBDatabase> {
  if (deleted) return Promise.reject(new Error('the search index was deleted at sign-out'))
  const req = indexedDB.open(SEARCH_DB, VERSION)
  req.onupgradeneeded = () => {
    const db = req.result
    db.createObjectStore(META, { keyPath: 'owner' })
    db.createObjectStore(PROJECTS, { keyPath: ['owner', 'id'] }).createIndex('owner', 'owner')
  }
  return done(req).then((db) => {
    db.onversionchange = () => db.close()
    return db
  })
}

/** A browser shared by several people keeps only the signed-in user's index. */
async function dropOthers(d: IDBDatabase, owner: string) {
  const others = (await done(d.transaction(META).objectStore(META).getAllKeys())).filter((o) => o !== owner)
  if (others.length === 0) return
  const tx = d.transaction([META, PROJECTS], 'readwrite')
  for (const o of others) {
    tx.objectStore(META).delete(o)
    tx.objectStore(PROJECTS).delete(IDBKeyRange.bound([o], [o, []]))
  }
  await finished(tx)
}

export function idbStore(): IndexStore {
  let db: Promise<IDBDatabase> | undefined
  const connect = () => (db ??= open().catch((e) => ((db = undefined), Promise.reject(e))))
  return {
    async load(owner) {
      try {
        const d = await connect()
        await dropOthers(d, owner)
        const tx = d.transaction([META, PROJECTS])
        const meta = done(tx.objectStore(META).get(owner) as IDBRequest<MetaRecord | undefined>)
        const entries = done(tx.objectStore(PROJECTS).index('owner').getAll(owner) as IDBRequest<ProjectRecord[]>)
        const [m, es] = await Promise.all([meta, entries])
        if (!m) return undefined
        return {
          projects: m.projects,
          projectsReadAt: m.projectsReadAt,
          siloImages: m.siloImages,
          entries: es.map(({ id, name, lists }) => ({ id, name, lists })),
        }
      } catch {
        return undefined
      }
    },
    async save(owner, { meta, put = [], remove = [] }) {
      try {
        const d = await connect()
        const tx = d.transaction([META, PROJECTS], 'readwrite')
        if (meta) tx.objectStore(META).put({ ...meta, owner } satisfies MetaRecord)
        const projects = tx.objectStore(PROJECTS)
        for (const e of put) projects.put({ ...e, owner } satisfies ProjectRecord)
        for (const id of remove) projects.delete([owner, id])
        await finished(tx)
      } catch {
        /* not kept: the index still serves this visit from memory */
      }
    },
  }
}

/**
 * Another user signed in on this browser: every index but `owner`'s goes at once, not only when the
 * palette is next opened. Waits at most `ms`; a database never made is not made for this.
 */
export async function forgetOtherOwners(owner: string, ms = 1000): Promise<void> {
  if (typeof indexedDB === 'undefined') return
  const made = await Promise.race([
    indexedDB.databases?.().then((dbs) => dbs.some((d) => d.name === SEARCH_DB)) ?? Promise.resolve(true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]).catch(() => false)
  if (!made) return
  const drop = open().then(async (d) => {
    try {
      await dropOthers(d, owner)
    } finally {
      d.close()
    }
  })
  await Promise.race([drop.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))])
}

/** Deletes every kept index (sign-out); waits at most `ms` so a blocked delete never holds the user up. */
export function deleteSearchDb(ms = 1000): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve()
  deleted = true
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    const req = indexedDB.deleteDatabase(SEARCH_DB)
    req.onsuccess = req.onerror = req.onblocked = () => {
      clearTimeout(timer)
      resolve()
    }
  })
}
