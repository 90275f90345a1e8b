/**
 * A searchable picker over any number of options (: thousands of
 * projects, disks, images). Only the rows in view are in the DOM; typing
 * filters by substring; focusing or clicking the box selects its text, so what
 * the user types replaces the current value. `status` is the plain-words line
 * under the box (still loading, could not load everything), announced.
 *
 * Hand-written rather than headlessui's Combobox: its `virtual` mode compares
 * the whole option array on every internal action, 100-600 ms a keystroke over
 * 10,000 options. The ARIA is the combobox pattern of the APG (input with
 * aria-activedescendant into a listbox). Lazy modules only, never the entry.
 */
import { useEffect, useId, useMemo, useRef, useState, type InputHTMLAttributes } from 'react'
import type { Option } from './Field'

/** The options whose label contains `query` (case-insensitive); `lower` is the labels lower-cased once. */
export function filterOptions(options: Option[], lower: string[], query: string): Option[] {
  const q = query.trim().toLowerCase()
  if (!q) return options
  const out: Option[] = []
  for (let i = 0; i < options.length; i++) if (lower[i].includes(q)) out.push(options[i])
  return out
}

/** Rows [start, end) to render for a list scrolled to `scrollTop` (plus a few above and below). */
export function windowOf(count: number, scrollTop: number, rowHeight = ROW, viewport = VIEWPORT, overscan = 5) {
  const start = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan)
  const end = Math.min(count, Math.ceil((scrollTop + viewport) / rowHeight) + overscan)
  return { start, end }
}

/** Every row is this tall (CSS .vc-option), so positions are arithmetic. */
const ROW = 32
const VIEWPORT = 320

export type VirtualComboboxProps = {
  options: Option[]
  value: string
  onValue: (value: string) => void
  placeholder?: string
  /** Said under the box while loading or when not everything could be loaded. */
  status?: string
  /** Shown when nothing matches the typed text ("No matching disks"). */
  emptyText: string
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue'>
  /** Id for the status line (the input is described by it). */
  statusId?: string
  className?: string
}

export function VirtualCombobox({
  options,
  value,
  onValue,
  placeholder,
  status,
  emptyText,
  inputProps,
  statusId,
  className,
}: VirtualComboboxProps) {
  const listId = useId()
  // null: not editing, the box shows the selected option's label
  const [query, setQuery] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const [scrollTop, setScrollTop] = useState(0)
  const listRef = useRef<HTMLDivElement>(null)
  const lower = useMemo(() => options.map((o) => o.label.toLowerCase()), [options])
  const filtered = useMemo(() => filterOptions(options, lower, query ?? ''), [options, lower, query])
  const selected = useMemo(() => options.find((o) => o.value === value), [options, value])

  // keep the active row in view when moved by keyboard
  useEffect(() => {
    const list = listRef.current
    if (!open || !list) return
    const top = active * ROW
    if (top < list.scrollTop) list.scrollTop = top
    else if (top + ROW > list.scrollTop + list.clientHeight) list.scrollTop = top + ROW - list.clientHeight
  }, [active, open])

  const close = () => {
    setOpen(false)
    setQuery(null)
  }
  const choose = (o: Option | undefined) => {
    if (!o || o.disabled) return
    close()
    if (o.value !== value) onValue(o.value)
  }
  const show = (q: string | null) => {
    setQuery(q)
    setOpen(true)
    setActive(0)
    setScrollTop(0)
    if (listRef.current) listRef.current.scrollTop = 0
  }
  const line = status ?? (open && query && filtered.length === 0 ? emptyText : undefined)
  const { start, end } = windowOf(filtered.length, scrollTop)
  const selectAll = (e: { currentTarget: EventTarget | null }) => (e.currentTarget as HTMLInputElement | null)?.select()

  return (
    <div className={['vc', className].filter(Boolean).join(' ')}>
      <div className="vc-box">
        <input
          className="input"
          autoComplete="off"
          placeholder={placeholder}
          {...inputProps}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && filtered[active] ? `${listId}-${active}` : undefined}
          aria-describedby={[inputProps?.['aria-describedby'], line && statusId].filter(Boolean).join(' ') || undefined}
          value={query ?? selected?.label ?? ''}
          onInput={(e) => show((e.target as HTMLInputElement).value)}
          onFocus={selectAll}
          onClick={(e) => {
            selectAll(e)
            if (!open) show(null)
          }}
          onBlur={close}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault()
              if (!open) return show(query)
              const d = e.key === 'ArrowDown' ? 1 : -1
              setActive((a) => Math.min(Math.max(a + d, 0), Math.max(filtered.length - 1, 0)))
            } else if (e.key === 'Home' && open) {
              e.preventDefault()
              setActive(0)
            } else if (e.key === 'End' && open) {
              e.preventDefault()
              setActive(Math.max(filtered.length - 1, 0))
            } else if (e.key === 'Enter' && open) {
              // choosing must not submit the form around the picker
              e.preventDefault()
              choose(filtered[active])
            } else if (e.key === 'Escape' && open) {
              // close the list, not the dialog around it
              e.preventDefault()
              e.stopPropagation()
              close()
            }
          }}
        />
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus stays in the input above (aria-activedescendant); the list only keeps a click from taking it */}
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={inputProps?.['aria-label'] ?? 'Options'}
          className="combobox-options vc-list"
          hidden={!open || filtered.length === 0}
          onScroll={(e) => setScrollTop((e.target as HTMLDivElement).scrollTop)}
          // keep the focus in the input while clicking a row
          onMouseDown={(e) => e.preventDefault()}
        >
          <div style={{ height: filtered.length * ROW, position: 'relative' }}>
            {open &&
              filtered.slice(start, end).map((o, k) => {
                const i = start + k
                return (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- the input owns focus and keys (aria-activedescendant)
                  <div
                    key={o.value}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    aria-disabled={o.disabled || undefined}
                    aria-setsize={filtered.length}
                    aria-posinset={i + 1}
                    className="combobox-option vc-option"
                    data-focus={i === active ? '' : undefined}
                    style={{ top: i * ROW }}
                    onMouseMove={() => i !== active && setActive(i)}
                    onClick={() => choose(o)}
                  >
                    {o.label}
                  </div>
                )
              })}
          </div>
        </div>
      </div>
      {/* always in the DOM, so screen readers announce the line when it changes */}
      <div className="hint" id={statusId} role="status">
        {line}
      </div>
    </div>
  )
}
