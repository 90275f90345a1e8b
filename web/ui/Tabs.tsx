import { Link } from './Link'

/** Route tabs: each tab is a link, the current one marked with aria-current (tabs are pages, not panels). */
export function RouteTabs({
  tabs,
  current,
  label,
}: {
  tabs: { href: string; label: string }[]
  current: string
  label: string
}) {
  return (
    <nav className="tabs" aria-label={label}>
      {tabs.map((t) => (
        <Link key={t.href} href={t.href} aria-current={current.startsWith(t.href) ? 'page' : undefined}>
          {t.label}
        </Link>
      ))}
    </nav>
  )
}
