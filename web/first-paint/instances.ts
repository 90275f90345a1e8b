/**
 * The instances list as the app renders it (InstancesPage, ListShell, Table, InstanceStateBadge), as
 * HTML for the starter to paint from the first route's early response: the frame's
 * boxes, the crumbs, the title, the table with every row's name link, state, CPU, memory and age.
 * Controls that only work once the app runs (checkboxes, sort, filter, menus, buttons) are copies
 * that keep their space but are unseen and unreachable (RESERVE_CLASS), so the app's take-over moves
 * nothing and adds nothing to what a screen reader has already read but the controls themselves.
 * The top bar and the sidebar are empty boxes of their size until the app fills them.
 * test/first-paint/instances.test.ts holds this markup to the app's own.
 */
import type { InstanceState } from '../api/generated/types'
import { instanceStateColor, instanceTransitional } from '../api/rules/instances'
import { stateLabel } from '../api/rules/predicates'
import { RESERVE_CLASS } from '../ui/first-paint'
import { formatBytes } from '../util/format'
import { formatStamp, timeAgo } from '../util/time'

/** The fields of an instance, as the API sends them, that the list shows. */
export type InstanceJson = {
  id: string
  name: string
  run_state: InstanceState
  ncpus: number
  memory: number
  time_created: string
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const esc = (s: string | number) => String(s).replace(/[&<>"]/g, (c) => entities[c])
const reserve = (tag: string, cls: string, text = '') => `<${tag} class="${cls} ${RESERVE_CLASS}">${text}</${tag}>`
const reserveBox = `<input type="checkbox" tabindex="-1" class="${RESERVE_CLASS}">`

/** The list's path, `/projects/:project/instances` (to.instances); the project, decoded, or null. */
export function instancesListProject(pathname: string): string | null {
  const m = /^\/projects\/([^/]+)\/instances\/?$/.exec(pathname)
  if (!m) return null
  try {
    return decodeURIComponent(m[1])
  } catch {
    return null
  }
}

const link = (href: string, text: string) => `<a href="${esc(href)}">${esc(text)}</a>`

function badge(state: InstanceState) {
  const color = instanceStateColor[state] ?? 'default'
  const spinner = instanceTransitional(state) ? '<span aria-hidden="true" class="spinner"></span>' : ''
  return `<span class="${color === 'default' ? 'badge' : `badge badge-${color}`}">${spinner}${esc(stateLabel(state))}</span>`
}

function row(project: string, i: InstanceJson, now: number) {
  const created = new Date(i.time_created)
  const cells = [
    `<td class="select">${reserveBox}</td>`,
    `<td>${link(`/projects/${encodeURIComponent(project)}/instances/${encodeURIComponent(i.name)}`, i.name)}</td>`,
    `<td>${badge(i.run_state)}</td>`,
    `<td>${esc(i.ncpus)} vCPU</td>`,
    `<td>${esc(formatBytes(i.memory))}</td>`,
    // the app reads a row's addresses once it is in view: until then, as here, an ellipsis
    '<td><span class="muted">…</span></td>',
    `<td><time datetime="${created.toISOString()}" title="${esc(timeAgo(created, now))}" class="date-time">${esc(formatStamp(created))}</time></td>`,
    `<td class="actions">${reserve('span', 'btn btn-sm btn-ghost', '⋯')}</td>`,
  ]
  return `<tr>${cells.join('')}</tr>`
}

const header = [
  `<th scope="col" class="select">${reserveBox}</th>`,
  '<th scope="col" aria-sort="ascending">Name ▲</th>',
  '<th scope="col">State</th>',
  '<th scope="col">CPU</th>',
  '<th scope="col">Memory</th>',
  '<th scope="col">External IPs</th>',
  '<th scope="col">Created</th>',
  // the table options' button (web/pages/common/list/TableOptions.tsx), its icon at its size
  `<th scope="col" class="actions"><span class="visually-hidden">Actions</span>${reserve('span', 'table-options-trigger', '<svg width="15" height="15" viewBox="0 0 16 16" aria-hidden="true"></svg>')}</th>`,
].join('')

// the list's filter box, shown as the app shows it: only for a list longer than a screen (FILTER_FROM_ROWS)
const toolbar = (rows: number) =>
  rows > 10
    ? `<div class="list-toolbar ${RESERVE_CLASS}">` +
      '<span class="list-filter"><input type="search" tabindex="-1" class="input" placeholder="Filter by name"></span></div>'
    : ''

/** The page for the first rows of `project`'s instances, sorted by name as the app asks for them. */
export function instancesListHtml(project: string, items: readonly InstanceJson[], now = Date.now()): string {
  const projectHref = `/projects/${encodeURIComponent(project)}`
  const crumbs =
    '<nav aria-label="Breadcrumbs" class="breadcrumbs"><ol>' +
    `<li>${link('/projects', 'Projects')}</li><li>${link(projectHref, project)}</li>` +
    '<li><span aria-current="page">Instances</span></li></ol></nav>'
  const title =
    '<div class="page-header"><h1>Instances</h1>' +
    reserve('span', 'docs-link', 'Docs: Deploying workloads ↗') +
    reserve('span', 'btn btn-sm', 'Export project as Terraform') +
    reserve('span', 'btn btn-primary', 'New instance') +
    '</div>'
  const table =
    '<div class="table-wrap"><table aria-label="Instances" class="table">' +
    `<thead><tr>${header}</tr></thead><tbody>${items.map((i) => row(project, i, now)).join('')}</tbody></table></div>`
  return (
    '<div class="shell"><header class="topbar"><a href="/projects" class="brand">Rack Console</a></header>' +
    `<div class="sidebar"></div><main class="content">${crumbs}${title}${toolbar(items.length)}${table}</main></div>`
  )
}
