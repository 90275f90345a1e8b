import { Link } from './Link'

type Tab = { href: string; label: string }

/** Whether `location` is `href` or a page under it: a whole path segment, so `/sleds` is not under `/sled`. */
const isAtOrUnder = (location: string, href: string) => location === href || location.startsWith(href + '/')

/**
 * The tab `location` belongs to: the one whose path is `location` or a parent of it, by whole segments. When several
 * are (a tab for `/metrics` beside one for `/metrics/cpu`), the longest, most specific one wins, so one tab at most
 * is current.
 */
export function currentTab(tabs: readonly Tab[], location: string): Tab | undefined {
  let best: Tab | undefined
  for (const t of tabs) if (isAtOrUnder(location, t.href) && (!best || t.href.length > best.href.length)) best = t
  return best
}

/** Route tabs: each tab is a link, the current one marked with aria-current (tabs are pages, not panels). */
export function RouteTabs({ tabs, current, label }: { tabs: Tab[]; current: string; label: string }) {
  const active = currentTab(tabs, current)
  return (
    <nav className="tabs" aria-label={label}>
      {tabs.map((t) => (
        <Link key={t.href} href={t.href} aria-current={t === active ? 'page' : undefined}>
          {t.label}
        </Link>
      ))}
    </nav>
  )
}
