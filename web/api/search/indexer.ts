/**
 * Builds and refreshes one user's silo index in the background. The API has no
 * silo-wide search and its resource lists each need a project, so the index costs one request per
 * project and kind (the API's largest page holds any project's list whole): 12,000 requests at
 * 2,000 projects. That is paid once and kept (store.ts), then refreshed list by list, oldest first.
 *
 * Order of work: the projects the user stands in or visited lately, whole; then kind by kind across
 * the silo (all instance lists before the first VPC list, PROJECT_KINDS), so the likeliest answer
 * comes after one request per project instead of six. At most `concurrency` requests are in flight,
 * fewer while the palette is closed, so the pages the user reads keep the browser's connections.
 * A user who can read the fleet also gets the silo's running instances from the sleds' lists
 * (./running.ts), read beside the project list: a few requests instead of one per project.
 */
import { KIND_OPS, PROJECT_KINDS, type Call } from './kinds'
import { planReads, readWholeList } from './plan'
import { readRunningInstances } from './running'
import { SiloIndex, type Pair } from './silo-index'
import type { IndexStore } from './store'
import type { IndexerState } from './indexer-state'
import { TaskQueue, keyOf, type Task } from './task-queue'

/** Requests in flight while the palette is open, and while the index refreshes behind the pages. */
export const OPEN_CONCURRENCY = 4
export const BACKGROUND_CONCURRENCY = 2
/** A list older than this is read again on the next refresh. */
export const REFRESH_AFTER = 10 * 60_000
/** A project the user stands in or visited is read again when its lists are older than this. */
export const PRIORITY_FRESH = 30_000
/** How often listeners hear of progress (ms), and how often progress is written to the store. */
const EMIT_EVERY = 200
const SAVE_EVERY = 2000

export type { IndexerState } from './indexer-state'

type Options = { call: Call; store: IndexStore; owner: string; now?: () => number; concurrency?: number }

const statusOf = (e: unknown) => (e as { statusCode?: number }).statusCode

export class Indexer {
  readonly index = new SiloIndex()
  private readonly call: Call
  private readonly store: IndexStore
  readonly owner: string
  private readonly now: () => number
  private concurrency: number
  private tasks = new TaskQueue()
  private reading = new Set<string>()
  private running = 0
  private started?: Promise<void>
  private building = false
  private wanted: (string | undefined)[] = []
  /** The user's silo when they can read the fleet (then the sleds' lists are read), else undefined. */
  private fleetSilo?: string
  /** The sleds' lists are being read: the crawl keeps to one request, leaving them the connections. */
  private readingRunning = false
  private stopped = false
  private loaded = false
  private error?: Error
  private failed = new Set<string>()
  private version = 0
  private listeners = new Set<() => void>()
  private emitTimer?: ReturnType<typeof setTimeout>
  private saveTimer?: ReturnType<typeof setTimeout>
  private dirty = new Set<string>()
  private removed: string[] = []
  private metaDirty = false
  private state: IndexerState

  constructor(opts: Options) {
    this.call = opts.call
    this.store = opts.store
    this.owner = opts.owner
    this.now = opts.now ?? Date.now
    this.concurrency = opts.concurrency ?? OPEN_CONCURRENCY
    this.state = this.snapshot()
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }
  getState = () => this.state

  /** Loads the stored index, reads the project list and queues what is missing or old. Runs once at a time. */
  refresh(): Promise<void> {
    if (this.started) return this.started
    this.stopped = false
    const run = this.run().finally(() => {
      if (this.started === run) this.started = undefined
    })
    this.started = run
    return run
  }

  /** These projects (by name) go to the front, whole, and are read again if older than PRIORITY_FRESH. */
  prioritize(names: (string | undefined)[]) {
    this.wanted = names
    const byName = new Map(this.index.projects.map(([name, id]) => [name, id]))
    const fresh = this.now() - PRIORITY_FRESH
    const tasks: Task[] = []
    for (const name of names) {
      const id = name && byName.get(name)
      if (!id) continue
      const lists = this.index.entry(id)?.lists ?? {}
      for (const kind of PROJECT_KINDS) if (!lists[kind] || lists[kind].readAt < fresh) tasks.push({ project: id, kind })
    }
    // ahead of what was urgent before: the latest ask is the one the user waits for
    for (const t of tasks.reverse()) this.enqueue(t, true)
    this.pump()
  }

  /** `silo` is the user's silo when they have fleet read; undefined forgets what the sleds said. */
  readRunningIn(silo: string | undefined) {
    this.fleetSilo = silo
    if (silo || !this.index.running) return
    this.index.running = undefined
    this.metaDirty = true
  }

  setConcurrency(n: number) {
    this.concurrency = n
    this.pump()
  }

  /** Stops starting requests (those in flight finish) and writes what was read. */
  stop() {
    this.stopped = true
    this.tasks.clear()
    void this.save()
  }

  private async run() {
    this.building = true
    try {
      await this.build()
    } finally {
      this.building = false
      this.emit(true)
    }
  }

  private async build() {
    if (!this.loaded) {
      const stored = await this.store.load(this.owner)
      if (stored) this.index.restore(stored)
      this.loaded = true
      this.emit(true)
    }
    const old = this.now() - PRIORITY_FRESH
    const silo = this.fleetSilo
    // beside the project list, not after it: the running instances answer in a few requests
    const running = silo && !(this.index.running && this.index.running.readAt >= old) ? this.readRunning(silo) : undefined
    let projects: Pair[]
    try {
      const list = await readWholeList(this.call, 'projectList', {})
      projects = list.items
    } catch (e) {
      this.error = e instanceof Error ? e : new Error(String(e))
      this.emit(true)
      return
    }
    if (this.stopped) return
    this.error = undefined
    this.failed.clear()
    this.removed.push(...this.index.setProjects(projects, this.now()))
    this.metaDirty = true
    this.plan()
    this.prioritize(this.wanted)
    this.emit(true)
    await new Promise<void>((resolve) => {
      this.idle = resolve
      this.pump()
    })
    await running
    await this.save()
  }

  private async readRunning(silo: string) {
    const at = this.now()
    this.readingRunning = true
    try {
      const { items, partial } = await readRunningInstances(this.call, silo)
      this.index.running = { items, readAt: at, partial }
      this.metaDirty = true
      this.emit(true)
    } catch {
      // the sled list could not be read: the per-project lists still find every instance
    } finally {
      this.readingRunning = false
      this.pump()
    }
  }

  private idle?: () => void

  /** Queues what planReads orders: lists never read, kind by kind, then those older than REFRESH_AFTER. */
  private plan() {
    for (const task of planReads(this.index, this.now() - REFRESH_AFTER)) this.enqueue(task)
  }

  /** A list being read now is not queued again: its answer is on the way. */
  private enqueue(task: Task, urgent = false) {
    if (!this.reading.has(keyOf(task))) this.tasks.add(task, urgent)
  }

  private pump() {
    const limit = this.readingRunning ? Math.min(1, this.concurrency) : this.concurrency
    while (!this.stopped && this.running < limit) {
      const task = this.tasks.next()
      if (!task) break
      this.running++
      this.reading.add(keyOf(task))
      void this.read(task).finally(() => {
        this.running--
        this.reading.delete(keyOf(task))
        this.pump()
      })
    }
    if (this.running === 0 && (this.stopped || this.tasks.empty)) {
      const idle = this.idle
      this.idle = undefined
      idle?.()
    }
  }

  private async read(task: Task) {
    const at = this.now()
    try {
      if (task.kind === 'silo-image') {
        const list = await readWholeList(this.call, 'imageList', {})
        this.index.siloImages = { items: list.items, readAt: at, partial: list.partial }
        this.metaDirty = true
      } else {
        const entry = this.index.entry(task.project)
        if (!entry) return
        const list = await readWholeList(this.call, KIND_OPS[task.kind].list, { project: task.project })
        this.index.setList(task.project, task.kind, { items: list.items, readAt: at, partial: list.partial })
        this.dirty.add(task.project)
      }
    } catch (e) {
      if (task.kind === 'silo-image') {
        this.failed.add('silo images')
      } else if (statusOf(e) === 404) {
        // the project went away since the project list was read
        this.index.removeProject(task.project)
        this.removed.push(task.project)
        this.metaDirty = true
      } else {
        const name = this.index.entry(task.project)?.name
        if (name) this.failed.add(name)
      }
    }
    this.emit()
    this.saveSoon()
  }

  private snapshot(): IndexerState {
    return {
      index: this.index,
      version: this.version,
      loaded: this.loaded,
      working: this.building || this.running > 0,
      failed: [...this.failed],
      error: this.error,
    }
  }

  private emit(now = false) {
    const fire = () => {
      this.emitTimer = undefined
      this.version++
      this.state = this.snapshot()
      for (const l of this.listeners) l()
    }
    if (now) {
      clearTimeout(this.emitTimer)
      fire()
    } else this.emitTimer ??= setTimeout(fire, EMIT_EVERY)
  }

  private saveSoon() {
    this.saveTimer ??= setTimeout(() => void this.save(), SAVE_EVERY)
  }

  private async save() {
    clearTimeout(this.saveTimer)
    this.saveTimer = undefined
    const put = [...this.dirty].map((id) => this.index.entry(id)).filter((e) => e !== undefined)
    const remove = this.removed
    const meta = this.metaDirty ? this.index.snapshot() : undefined
    if (!put.length && !remove.length && !meta) return
    this.dirty.clear()
    this.removed = []
    this.metaDirty = false
    await this.store.save(this.owner, { meta, put, remove })
  }
}
