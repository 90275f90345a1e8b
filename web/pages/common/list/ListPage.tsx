import type { ReactNode } from 'react'
import { LinkButton } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { HeadedSection } from '../../../ui/HeadedSection'
import { PageHeader } from '../../../ui/PageHeader'
import type { DocsTopic } from '../../../util/docs'
import type { EmptyText, Row } from './ListShell'
import { ListTable } from './ListTable'

type CreateLink = { label: string; href: string }
type TableProps<T extends Row> = Omit<Parameters<typeof ListTable<T>>[0], 'label' | 'empty'>

/** The empty state, offering the create link when the list has one. */
const emptyState = (empty: EmptyText, create?: CreateLink) => (
  <EmptyState
    title={empty.title}
    body={empty.body}
    action={
      create && (
        <LinkButton write href={create.href}>
          {create.label}
        </LinkButton>
      )
    }
  />
)

const createLink = (create: CreateLink) => (
  <LinkButton write variant="primary" href={create.href}>
    {create.label}
  </LinkButton>
)

/**
 * A whole list page (the style rules): the header with its title, docs link and create link, the
 * table, and the empty state that offers the same create link, written once. The table part is
 * ListTable's; `label` defaults to the heading, else the title. `headerActions` go beside the
 * create link, `children` between the header and the table (notices, a tab's intro).
 * A page with a header of its own (a VPC's, with its tabs) passes it as `header`: the create
 * link then sits in a toolbar under it. A page of several lists names this one with `heading`
 * (its table in a section of its own) and puts the others in `after`, as ListSections.
 */
export function ListPage<T extends Row>({
  title,
  docs,
  create,
  empty,
  headerActions,
  children,
  label,
  header,
  heading,
  after,
  ...table
}: TableProps<T> & {
  title: string
  docs?: DocsTopic
  /** The create link: in the header (primary) and in the empty state. */
  create?: CreateLink
  empty: EmptyText
  headerActions?: ReactNode
  children?: ReactNode
  label?: string
  /** The page's own header, in place of the title's. */
  header?: ReactNode
  /** A heading (h2) over the table, for a page of several lists. */
  heading?: string
  /** What follows the table: the page's other lists. */
  after?: ReactNode
}) {
  const list = <ListTable<T> {...table} label={label ?? heading ?? title} empty={emptyState(empty, create)} />
  return (
    <>
      {header ? (
        <>
          {header}
          <div className="toolbar">
            {headerActions}
            {create && createLink(create)}
          </div>
        </>
      ) : (
        <PageHeader docs={docs} title={title}>
          {headerActions}
          {create && createLink(create)}
        </PageHeader>
      )}
      {children}
      {heading ? <HeadedSection heading={heading}>{list}</HeadedSection> : list}
      {after}
    </>
  )
}

/**
 * One list of a page of several (system update's repositories and trust roots): a section named
 * by its heading, its create link beside the heading (`primary` when it is the page's main
 * action) and in the empty state. The table's `label` defaults to the heading.
 */
export function ListSection<T extends Row>({
  heading,
  create,
  primary,
  empty,
  label,
  ...table
}: TableProps<T> & {
  heading: string
  create?: CreateLink
  primary?: boolean
  empty: EmptyText
  label?: string
}) {
  const action =
    create &&
    (primary ? (
      createLink(create)
    ) : (
      <LinkButton write href={create.href}>
        {create.label}
      </LinkButton>
    ))
  return (
    <HeadedSection heading={heading} action={action}>
      <ListTable<T> {...table} label={label ?? heading} empty={emptyState(empty, create)} />
    </HeadedSection>
  )
}
