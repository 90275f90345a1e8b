/**
 * A list that may hold thousands of items (a bulk job's items in the Activity panel): up to `plainUpTo` items it is a plain list; beyond, it scrolls in a box of its own
 * and only the items in view (plus a few) are in the DOM, each one line tall, each telling
 * assistive technology its place (aria-posinset of aria-setsize).
 */
import { useState, type ReactNode } from 'react'

/** Items [start, end) to render for a box scrolled to `scrollTop`. */
export function listWindow(count: number, scrollTop: number, itemHeight: number, height: number, overscan = 6) {
  const start = Math.max(0, Math.floor(scrollTop / itemHeight) - overscan)
  const end = Math.min(count, Math.ceil((scrollTop + height) / itemHeight) + overscan)
  return { start, end }
}

export function VirtualList<T>({
  items,
  itemKey,
  itemClass,
  renderItem,
  label,
  className,
  itemHeight = 24,
  height = 240,
  plainUpTo = 100,
}: {
  items: T[]
  itemKey: (item: T) => string
  itemClass?: (item: T) => string
  /** The item's content (inside its <li>). */
  renderItem: (item: T) => ReactNode
  /** The list's accessible name. */
  label: string
  className?: string
  itemHeight?: number
  height?: number
  plainUpTo?: number
}) {
  const [scrollTop, setScrollTop] = useState(0)
  if (items.length <= plainUpTo)
    return (
      <ul className={className} aria-label={label}>
        {items.map((item) => (
          <li key={itemKey(item)} className={itemClass?.(item)}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
    )
  const { start, end } = listWindow(items.length, scrollTop, itemHeight, height)
  const shown = items.slice(start, end)
  return (
    // a scrolling box must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
    <div
      className="vlist"
      role="region"
      aria-label={`${label}, scrollable`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll region is how a keyboard scrolls it
      tabIndex={0}
      style={{ maxHeight: height }}
      onScroll={(e) => setScrollTop((e.currentTarget as HTMLElement).scrollTop)}
    >
      <ul className={className} aria-label={label} style={{ height: items.length * itemHeight }}>
        {shown.map((item, k) => (
          <li
            key={itemKey(item)}
            className={itemClass?.(item)}
            aria-setsize={items.length}
            aria-posinset={start + k + 1}
            style={{ top: (start + k) * itemHeight, height: itemHeight }}
          >
            {renderItem(item)}
          </li>
        ))}
      </ul>
    </div>
  )
}
