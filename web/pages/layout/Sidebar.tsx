import { useEffect } from 'react'
import { preloadRoute } from '../../routes'
import { whenDeferredReady } from '../../ui/deferred'
import { Link } from '../../ui/Link'
import type { AreaRef } from '../../routing/types'
import type { NavSection } from './nav'
import { DOCS_HOME } from '../../util/docs'

export function Sidebar({ sections, current }: { sections: NavSection[]; current?: AreaRef }) {
  // The current item is the page's area, as its route declares it (web/routing/area.ts), never a
  // guess from the URL: /projects/p/instances-new is under Instances though it starts with /projects.
  const hrefs = sections.flatMap((s) => s.items.map((i) => i.href))
  // Once the page is idle, fetch the code of every page the sidebar leads to, so a click on it
  // waits only for that page's data.
  const hrefKey = hrefs.join(' ')
  useEffect(() => whenDeferredReady(() => hrefKey.split(' ').forEach(preloadRoute)), [hrefKey])
  return (
    <nav className="sidebar" aria-label="Sidebar">
      {sections.map((s) => {
        // Every item is a route in the table: test/pages/layout/nav.test.ts checks it, rather than
        // matching ~170 patterns here on every first paint.
        return (
          <div key={s.heading}>
            <h2>{s.heading}</h2>
            <ul>
              {s.items.map((i) => (
                <li key={i.href}>
                  <Link href={i.href} aria-current={i.area === current ? 'page' : undefined}>
                    {i.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )
      })}
      <p className="sidebar-docs">
        {/* The documentation site, in a new tab; nothing is loaded from it here. */}
        <a href={DOCS_HOME.href} target="_blank" rel="noopener noreferrer">
          Docs<span className="visually-hidden"> (opens in a new tab)</span>
          <span aria-hidden="true"> ↗</span>
        </a>
      </p>
    </nav>
  )
}
