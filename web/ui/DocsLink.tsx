import { docs, type DocLink, type DocsTopic } from '../util/docs'

/**
 * A link to the documentation, in a new tab. noopener so the docs page cannot reach
 * back into the console; noreferrer so it does not learn the console's URL (the serving contract). Its name
 * says both what it is and where it goes: 'Docs: Firewall rules (opens in a new tab)'.
 */
export function DocsLink({
  topic,
  link = docs[topic!],
  className = 'docs-link',
}: {
  topic?: DocsTopic
  link?: DocLink
  className?: string
}) {
  return (
    <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
      Docs: {link.label}
      <span className="visually-hidden"> (opens in a new tab)</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  )
}
