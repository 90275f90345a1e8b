import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { useList, useQuery } from '../../api/reads'
import type { SearchHit } from '../../api/search/kinds'
import { useSiloSearch } from '../../api/search/use-silo-search'
import { to } from '../../urls'
import { hasRoute } from '../../routes'
import { useStore } from '../../ui/store'
import { navSections } from './nav'
import { emptyText, searchStatus } from './search-status'
import { pageActions, type QuickAction } from './quick-actions'
import { actionSources, rowActionEntries } from '../common/actions/action-registry'
import { goShortcut, isCreateAction } from './shortcuts'

const MAX_RESULTS = 30

const KIND_LABEL: Record<SearchHit['kind'], string> = {
  instance: 'Instance',
  disk: 'Disk',
  vpc: 'VPC',
  snapshot: 'Snapshot',
  'floating-ip': 'Floating IP',
  image: 'Image',
  project: 'Project',
}

/** A list page opened with its filter set to the one row that was found. */
const filtered = (href: string, name: string) => `${href}?${new URLSearchParams({ filter: `name:${name}` })}`

/** Where a search hit leads: its own page where it has one, else its list filtered to it. */
function hitAction(h: SearchHit): QuickAction {
  const where = h.project ? ` in ${h.project}` : h.kind === 'image' ? ' (silo)' : ''
  const group = `${KIND_LABEL[h.kind]}${where}`
  const p = h.project
  const href =
    h.kind === 'project'
      ? to.instances({ project: h.name })
      : h.kind === 'instance'
        ? p
          ? to.instance({ project: p, instance: h.name })
          : to.instanceLookup({ instance: h.id })
        : h.kind === 'vpc' && p
          ? to.vpc({ project: p, vpc: h.name })
          : h.kind === 'disk' && p
            ? filtered(to.disks({ project: p }), h.name)
            : h.kind === 'snapshot' && p
              ? to.snapshot({ project: p, snapshot: h.name })
              : h.kind === 'floating-ip' && p
                ? filtered(to.floatingIps({ project: p }), h.name)
                : h.kind === 'image'
                  ? filtered(p ? to.projectImages({ project: p }) : to.siloImages(), h.name)
                  : undefined
  return { label: h.name, group, href }
}

/** A hit's entries: the hit itself, and for a running instance the sled it runs on (fleet readers). */
const hitActions = (h: SearchHit): QuickAction[] =>
  h.sled
    ? [
        hitAction(h),
        {
          label: `Sled ${h.sled.serial}`,
          group: `Sled running ${h.name}`,
          href: to.sledInstances({ sledId: h.sled.id }),
        },
      ]
    : [hitAction(h)]

/** The query's words: an entry matches when it contains every one ("stop db1" finds "Stop instance db1"). */
const wordsOf = (q: string) => q.split(/\s+/).filter(Boolean)
const matches = (a: QuickAction, words: string[]) => {
  const text = `${a.label} ${a.group}`.toLowerCase()
  return words.every((w) => text.includes(w))
}

function useAllActions(project: string | undefined, words: string[]): QuickAction[] {
  const me = useQuery('currentUserView', {})
  const projects = useList('projectList', { query: {} })
  const firstCreate = useStore(pageActions).findIndex(isCreateAction)
  const page = useStore(pageActions).map((a, i) => (i === firstCreate ? { ...a, shortcut: 'c' } : a))
  // the row menus' own actions on what is on screen, only once something is typed
  const sources = useStore(actionSources)
  const rows = words.length ? rowActionEntries(sources, words) : []
  const sections = [
    ...(project ? navSections.project({ project }) : navSections.silo({})),
    ...navSections.settings({}),
    ...(me.data?.fleetViewer ? navSections.system({}) : []),
  ]
  const nav = sections.flatMap((s) =>
    s.items
      .filter((i) => hasRoute(i.href))
      .map((i) => ({
        label: i.label,
        group: `Go to (${s.heading})`,
        href: i.href,
        shortcut: goShortcut(i.href, project),
      })),
  )
  const projectJumps = (projects.data?.items ?? []).map((p) => ({
    label: p.name,
    group: 'Projects',
    href: to.instances({ project: p.name }),
  }))
  return [...page, ...rows, ...nav, ...projectJumps]
}

/**
 * `takeTyped` gives what the user typed after Ctrl+K while this module was
 * loading (QuickActions buffers it), so nothing typed is lost.
 */
export default function Palette({
  project,
  onClose,
  takeTyped,
}: {
  project?: string
  onClose: () => void
  takeTyped?: () => string
}) {
  const [, navigate] = useLocation()
  const [query, setQuery] = useState(() => takeTyped?.() ?? '')
  const input = useRef<HTMLInputElement>(null)
  // the caret goes in the search box (headlessui would focus the panel), after what was typed
  useEffect(() => {
    const el = input.current
    if (!el) return
    el.focus()
    el.setSelectionRange(el.value.length, el.value.length)
  }, [])
  const [active, setActive] = useState(0)
  const q = query.trim().toLowerCase()
  const words = wordsOf(q)
  const all = useAllActions(project, words)
  const search = useSiloSearch(query, project)
  const local = q ? all.filter((a) => matches(a, words)) : all
  // found resources first when the query names one exactly; otherwise pages and actions lead
  const found = search.hits.flatMap(hitActions).filter((a) => a.href)
  // an instance named exactly leads, with the sled it runs on
  const exact = found.filter((a) => a.label.toLowerCase() === q || a.group === `Sled running ${q}`)
  const results = [
    ...exact,
    ...local.filter((a) => !((search.coverage?.projects ?? 0) > 0 && a.group === 'Projects')),
    ...found.filter((a) => !exact.includes(a)),
  ].slice(0, MAX_RESULTS)
  const select = (a: QuickAction | undefined) => {
    // a disabled action stays listed with its reason, as in the row menu, and does not run
    if (!a || a.disabled) return
    onClose()
    if (a.run) a.run()
    else if (a.href) navigate(a.href)
  }
  return (
    <Dialog open onClose={onClose}>
      <div className="dialog-backdrop" aria-hidden="true" />
      <div className="dialog-wrap" style={{ alignItems: 'start', paddingTop: '12vh' }}>
        <DialogPanel className="dialog palette" aria-label="Quick actions">
          <DialogTitle as="h2">Quick actions</DialogTitle>
          <input
            ref={input}
            data-autofocus
            className="input"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the palette opens on Ctrl+K to be typed into at once
            autoFocus
            role="combobox"
            aria-expanded="true"
            aria-controls="quick-actions-list"
            aria-activedescendant={results[active] ? `qa-${active}` : undefined}
            aria-label="Search pages and actions"
            placeholder="Search pages, actions, and resources by name or ID"
            value={query}
            onInput={(e) => {
              setQuery((e.target as HTMLInputElement).value)
              setActive(0)
            }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault()
                setActive((i) => Math.min(i + 1, results.length - 1))
              } else if (e.key === 'ArrowUp') {
                e.preventDefault()
                setActive((i) => Math.max(i - 1, 0))
              } else if (e.key === 'Enter') {
                e.preventDefault()
                select(results[active])
              }
            }}
          />
          <p className="muted" role="status" style={{ margin: '.5rem 0 0', minHeight: '1.2em' }}>
            {searchStatus(search, query)}
          </p>
          <ul
            id="quick-actions-list"
            role="listbox"
            aria-label="Results"
            className="listbox-options"
            style={{ position: 'static', marginTop: '.5rem', boxShadow: 'none' }}
          >
            {results.length === 0 && <li className="listbox-option">{emptyText(search, query)}</li>}
            {results.map((a, i) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox owns the keys (aria-activedescendant)
              <li
                key={a.group + a.label + i}
                id={`qa-${i}`}
                role="option"
                aria-selected={i === active}
                aria-disabled={a.disabled ? 'true' : undefined}
                data-focus={i === active ? '' : undefined}
                className="listbox-option"
                onMouseEnter={() => setActive(i)}
                onClick={() => select(a)}
              >
                <span className="muted">{a.group} · </span>
                {a.label}
                {a.shortcut && (
                  <span className="muted">
                    {' '}
                    {a.shortcut.split(' ').map((k) => (
                      <kbd key={k}>{k}</kbd>
                    ))}
                  </span>
                )}
                {a.disabled && <span className="muted"> — {a.disabled}</span>}
                {a.cli && (
                  <code className="muted" style={{ display: 'block', fontSize: '.8em' }}>
                    {a.cli}
                  </code>
                )}
              </li>
            ))}
          </ul>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
