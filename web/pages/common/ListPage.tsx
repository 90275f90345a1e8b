import { useCallback, useId, useMemo, useState, type ReactNode } from 'react'
import { useListAll } from '../../api/all-items'
import type { ApiMethod, ParamsOf } from '../../api/client'
import { sortedListParams, usePagedList } from '../../api/hooks'
import { ActionMenu, type MenuAction } from '../../ui/ActionMenu'
import { Button, LinkButton } from '../../ui/Button'
import { EmptyState } from '../../ui/EmptyState'
import { PageHeader } from '../../ui/PageHeader'
import type { DocsTopic } from '../../util/docs'
import { Spinner, useMinimumDisplay } from '../../ui/Spinner'
import { preloadVirtualRows, Table, type Column, type Sort } from '../../ui/Table'
import { grouped, Pagination, type PageSize } from '../../ui/Pagination'
import { addToast } from '../../ui/Toast'
import type { Bulk } from './bulk'
import { BulkToolbar } from './BulkToolbar'
import { ExportButton } from './ExportButton'
import { filterRows } from './filter'
import { FilterMatches, ListFilter, useListFilter } from './ListFilter'
import { useRowPolling, type RowRead } from './row-polling'
import { UpdatedAgo, useUpdatedAt } from './UpdatedAgo'
import { useSelection } from './use-selection'
import { ErrorBox } from '../../ui/ErrorBox'

type Row = { id?: string; name?: string }

const rowKey = (r: Row) => r.id ?? r.name ?? JSON.stringify(r)

/**
 * Every list: loading, empty and error states, paging with rows-per-page, a row menu with
 * Copy ID, links come from the columns (STYLE §4). Extend it rather than forking it.
 */
export function ListTable<T extends Row>({
  label,
  method,
  params,
  columns,
  rowActions,
  empty,
  refreshWhile,
  sortable,
  rowName,
  bulk,
  readRow,
}: {
  label: string
  method: ApiMethod
  params: unknown
  columns: Column<T>[]
  rowActions?: (row: T) => MenuAction[]
  empty: ReactNode
  /** Keep polling while any row is in a transitional state. */
  refreshWhile?: (row: T) => boolean
  /** The list endpoint takes sort_by name_ascending / name_descending (nexus NameSortMode). */
  sortable?: boolean
  /** How a row names itself in its menu's label, for rows without a `name` (users, tokens). */
  rowName?: (row: T) => string
  /** Row checkboxes and a bar of actions over the selected rows (./bulk.ts). */
  bulk?: Bulk<T>
  /**
   * A row's own read (`['instanceView', { path: { instance: row.id } }]`): with "All" rows loaded,
   * only the transitional rows in view are polled through it instead of the whole list.
   */
  readRow?: (row: T) => RowRead
}) {
  const [sort, setSort] = useState<Sort>({ key: 'name', dir: 'asc' })
  const [all, setAll] = useState(false)
  const sortedParams = sortedListParams(params, sortable, sort.dir)
  const list = usePagedList(method as never, sortedParams as ParamsOf<never>, {
    enabled: !all,
    refreshInterval: refreshWhile ? (items) => ((items as T[]).some(refreshWhile) ? 2000 : 0) : undefined,
  })
  const whole = useListAll(method as never, sortedParams as ParamsOf<never>, {
    enabled: all,
    // without a row read, a short list still follows its transitional rows by reloading whole
    refreshInterval:
      refreshWhile && !readRow
        ? (items) => (items.length <= WHOLE_POLL_MAX_ROWS && (items as T[]).some(refreshWhile) ? 2000 : 0)
        : undefined,
  })
  const [range, setRange] = useState({ start: 0, end: 0 })
  const onRange = useCallback((start: number, end: number) => setRange({ start, end }), [])
  const loading = useMinimumDisplay(all ? whole.isLoading : list.isLoading)
  const rows = useRowPolling((all ? whole.items : list.items) as T[], {
    enabled: all,
    range,
    transitional: refreshWhile,
    read: readRow,
    key: rowKey,
  })
  const error = all ? (whole.items.length ? undefined : whole.error) : list.error
  const validating = all ? whole.isValidating : list.isValidating
  const updatedAt = useUpdatedAt(validating, (all ? whole.data : list.data) !== undefined && !error)
  const setPageSize = (n: PageSize) => {
    setAll(n === 'all')
    if (n === 'all') preloadVirtualRows()
    if (n !== 'all') list.setPageSize(n)
  }
  const [filter, setFilter] = useListFilter()
  // re-filtered only when the rows or the filter change (not on a scroll of a virtualized table)
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter])
  const nameOf = (row: T) => rowName?.(row) ?? row.name ?? 'row'
  const selection = useSelection(shown, rowKey, {
    rowLabel: nameOf,
    allLabel: `Select all ${label.toLowerCase()} shown`,
  })
  // A list the user may not read (403) or whose parent is gone (404) is the page's failure: raise it
  // to the error page, which explains a missing role (SPEC §2). Other failures stay inline with a retry.
  if (error && rows.length === 0 && (error.statusCode === 403 || error.statusCode === 404)) throw error
  const pagination = (
    <Pagination
      pageSize={all ? 'all' : list.pageSize}
      onPageSize={setPageSize}
      allowAll
      hasPrev={list.hasPrev}
      hasNext={list.hasNext}
      onPrev={list.prev}
      onNext={list.next}
      count={rows.length}
    />
  )
  if (error && rows.length === 0) {
    return (
      <>
        <ErrorBox
          title={`Could not load ${label.toLowerCase()}`}
          onRetry={() => (all ? whole.mutate() : list.mutate())}
        >
          {error.message}
        </ErrorBox>
        {all && pagination}
      </>
    )
  }
  const noun = label.toLowerCase()
  // "All" rows: how far the load got, a way to stop it, and what a stopped or cut load lacks
  const wholeStatus = all && (
    <WholeListStatus
      noun={noun}
      loading={whole.isLoading || whole.isValidating}
      loaded={whole.loaded}
      stopped={whole.stopped}
      truncated={whole.truncated}
      failure={whole.items.length ? whole.error?.message : undefined}
      count={whole.items.length}
      onStop={whole.stop}
      onReload={() => whole.mutate()}
    />
  )
  if (loading && rows.length === 0) {
    return all ? (
      <>
        {wholeStatus}
        {pagination}
      </>
    ) : (
      <div className="empty">
        <Spinner label={`Loading ${noun}`} />
      </div>
    )
  }
  if (rows.length === 0 && !list.hasPrev && !filter && !all) return <>{empty}</>
  if (rows.length === 0 && all && whole.complete && !filter) return <>{empty}</>
  const actions = (row: T) => {
    const items = rowActions ? rowActions(row) : []
    if (row.id) {
      items.push({
        label: 'Copy ID',
        onSelect: () =>
          navigator.clipboard?.writeText(row.id!).then(
            () => addToast({ content: 'ID copied to clipboard' }),
            () => addToast({ variant: 'error', title: 'Could not copy', content: 'The clipboard is not available' }),
          ),
      })
    }
    return <ActionMenu label={`${rowName?.(row) ?? row.name ?? 'Row'} actions`} actions={items} />
  }
  return (
    <>
      {error && <ErrorBox>{error.message}</ErrorBox>}
      <div className="list-toolbar">
        <ListFilter value={filter} onChange={setFilter} />
        <FilterMatches
          filter={filter}
          matching={shown.length}
          total={rows.length}
          selected={selection.rows.length}
          onSelectAll={bulk && selection.selectAllShown}
        />
        <span className="spacer" />
        <UpdatedAgo at={updatedAt} />
        <Button size="sm" onClick={() => (all ? whole.mutate() : list.mutate())} disabled={validating}>
          Refresh
        </Button>
        <ExportButton label={label} method={method} params={sortedParams} />
      </div>
      {wholeStatus}
      {bulk && (
        <BulkToolbar bulk={bulk} rows={selection.rows} rowKey={rowKey} rowLabel={nameOf} onClear={selection.clear} />
      )}
      {filter && shown.length === 0 ? (
        <div className="empty">
          <p>
            No {noun} {all ? 'loaded' : 'on this page'} match “{filter}”.
          </p>
          <Button size="sm" onClick={() => setFilter('')}>
            Clear filter
          </Button>
        </div>
      ) : (
        <div ref={selection.wrap}>
          <Table
            label={label}
            columns={columns}
            rows={shown}
            rowKey={rowKey}
            actions={actions}
            sort={sortable ? sort : undefined}
            onSort={sortable ? setSort : undefined}
            selection={bulk ? selection.table : undefined}
            // the rows in view matter only to row polling: otherwise scrolling re-renders the table alone
            onRange={all && refreshWhile && readRow ? onRange : undefined}
          />
        </div>
      )}
      {pagination}
    </>
  )
}

/** With "All" rows and no row read, the whole list is reloaded on a timer only while it is this short. */
const WHOLE_POLL_MAX_ROWS = 500

function WholeListStatus({
  noun,
  loading,
  loaded,
  stopped,
  truncated,
  failure,
  count,
  onStop,
  onReload,
}: {
  noun: string
  loading: boolean
  loaded: number
  stopped: boolean
  truncated: boolean
  failure?: string
  count: number
  onStop: () => void
  onReload: () => void
}) {
  if (loading)
    return (
      <div className="list-load" role="status">
        <Spinner label={`Loading all ${noun}`} />
        <span>
          Loading all {noun}… {grouped(loaded)} so far
        </span>
        <Button size="sm" onClick={onStop}>
          Stop
        </Button>
      </div>
    )
  const say = stopped
    ? `Stopped: showing the ${grouped(count)} ${noun} loaded before Stop, not every one.`
    : truncated
      ? `Showing the first ${grouped(count)} ${noun}: there are more than one list can hold.`
      : failure
        ? `Could not load every one of the ${noun}: showing the first ${grouped(count)} (${failure}).`
        : undefined
  if (!say) return null
  return (
    <div className="list-load" role="status">
      <span>{say}</span>
      {!truncated && (
        <Button size="sm" onClick={onReload}>
          Load all
        </Button>
      )}
    </div>
  )
}

type CreateLink = { label: string; href: string }
type EmptyText = { title: string; body?: ReactNode }
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

/** A section of a page of several lists, named by its heading (h2), with an action beside it. */
function Section({ heading, action, children }: { heading: string; action?: ReactNode; children: ReactNode }) {
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

/**
 * A whole list page (STYLE §4): the header with its title, docs link and create link, the
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
      {heading ? <Section heading={heading}>{list}</Section> : list}
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
    <Section heading={heading} action={action}>
      <ListTable<T> {...table} label={label ?? heading} empty={emptyState(empty, create)} />
    </Section>
  )
}
