import type { ReactNode } from 'react'
import type { DocsTopic } from '../util/docs'
import { DocsLink } from './DocsLink'
import { PageRefresh } from './PageRefresh'

/**
 * A page's title and actions; `docs` names the topic whose documentation the header links to. The
 * page's lists put their one "Updated" and Refresh here.
 */
export function PageHeader({ title, docs, children }: { title: ReactNode; docs?: DocsTopic; children?: ReactNode }) {
  return (
    <div className="page-header">
      <h1>{title}</h1>
      {docs && <DocsLink topic={docs} />}
      <PageRefresh />
      {children}
    </div>
  )
}
