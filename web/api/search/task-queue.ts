/**
 * The indexer's work queue (./indexer.ts): lists to read, each at most once in the queue; an
 * urgent one (a project the user stands in) goes to the front, moved there if it was waiting.
 */
import type { ProjectKind } from './kinds'

export type Task = { project: string; kind: ProjectKind } | { project: ''; kind: 'silo-image' }
export const keyOf = (t: Task) => `${t.project}/${t.kind}`

export class TaskQueue {
  private urgent: Task[] = []
  private queue: Task[] = []
  private queued = new Set<string>()

  add(task: Task, urgent = false) {
    const key = keyOf(task)
    if (this.queued.has(key)) {
      if (!urgent) return
      this.queue = this.queue.filter((t) => keyOf(t) !== key)
      this.urgent = this.urgent.filter((t) => keyOf(t) !== key)
    }
    this.queued.add(key)
    if (urgent) this.urgent.unshift(task)
    else this.queue.push(task)
  }

  next(): Task | undefined {
    const t = this.urgent.shift() ?? this.queue.shift()
    if (t) this.queued.delete(keyOf(t))
    return t
  }

  get empty() {
    return this.urgent.length === 0 && this.queue.length === 0
  }

  clear() {
    this.urgent = []
    this.queue = []
    this.queued.clear()
  }
}
