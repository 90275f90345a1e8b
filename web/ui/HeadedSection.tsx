import { useId, type ReactNode } from 'react'

/**
 * A section of a page named by its heading (h2), with what acts on it beside the heading (a
 * create link, a filter, Add secret): the page's parts are landmarks a screen reader lists by name.
 */
export function HeadedSection({
  heading,
  action,
  children,
}: {
  heading: string
  action?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      {action ? (
        <div className="toolbar">
          <h2 id={id} className="grow">
            {heading}
          </h2>
          {action}
        </div>
      ) : (
        <h2 id={id}>{heading}</h2>
      )}
      {children}
    </section>
  )
}
