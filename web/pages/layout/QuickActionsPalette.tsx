import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { useApiQuery } from '../../api/hooks'
import { pb } from '../../paths'
import { hasRoute } from '../../routing/match'
import { useStore } from '../../ui/store'
import { navSections } from './nav'
import { pageActions, type QuickAction } from './quick-actions'

const MAX_RESULTS = 30

function useAllActions(project?: string): QuickAction[] {
  const me = useApiQuery('currentUserView', {})
  const projects = useApiQuery('projectList', { query: { limit: 100 } })
  const page = useStore(pageActions)
  const sections = [
    ...(project ? navSections.project({ project }) : navSections.silo({})),
    ...navSections.settings({}),
    ...(me.data?.fleetViewer ? navSections.system({}) : []),
  ]
  const nav = sections.flatMap((s) => s.items.filter((i) => hasRoute(i.href)).map((i) => ({ label: i.label, group: `Go to (${s.heading})`, href: i.href })))
  const projectJumps = (projects.data?.items ?? []).map((p) => ({ label: p.name, group: 'Projects', href: pb.instances({ project: p.name }) }))
  return [...page, ...nav, ...projectJumps]
}

export default function Palette({ project, onClose }: { project?: string; onClose: () => void }) {
  const [, navigate] = useLocation()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const all = useAllActions(project)
  const q = query.trim().toLowerCase()
  const results = (q ? all.filter((a) => a.label.toLowerCase().includes(q) || a.group.toLowerCase().includes(q)) : all).slice(0, MAX_RESULTS)
  const select = (a: QuickAction | undefined) => {
    if (!a) return
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
            className="input"
            autoFocus
            role="combobox"
            aria-expanded="true"
            aria-controls="quick-actions-list"
            aria-activedescendant={results[active] ? `qa-${active}` : undefined}
            aria-label="Search pages and actions"
            placeholder="Search pages and actions"
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
          <ul id="quick-actions-list" role="listbox" aria-label="Results" className="listbox-options" style={{ position: 'static', marginTop: '.5rem', boxShadow: 'none' }}>
            {results.length === 0 && <li className="listbox-option">No matches</li>}
            {results.map((a, i) => (
              <li
                key={a.group + a.label + i}
                id={`qa-${i}`}
                role="option"
                aria-selected={i === active}
                data-focus={i === active ? '' : undefined}
                className="listbox-option"
                onMouseEnter={() => setActive(i)}
                onClick={() => select(a)}
              >
                <span className="muted">{a.group} · </span>
                {a.label}
              </li>
            ))}
          </ul>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
