/*
 * Affinity and anti-affinity groups have identical shapes under two API prefixes
 * (the rules: calls). The spec's routes are affinity/{antiAffinityGroup}; `?kind=affinity`
 * (to.affinityGroup) marks an affinity group, no query an anti-affinity group.
 * This module maps a kind to its operations, so pages are written once.
 */
import { useSearch } from 'wouter'
import type { AffinityGroupCreate, AffinityGroupUpdate } from '../../../api/generated/types'
import type { ParamsOf } from '../../../api/client'
import { apiOp } from '../../../api/request-preview'
import { to } from '../../../urls'

export type GroupKind = 'affinity' | 'anti-affinity'
export const GROUP_KINDS: GroupKind[] = ['anti-affinity', 'affinity']

export const kindLabel: Record<GroupKind, string> = {
  affinity: 'affinity group',
  'anti-affinity': 'anti-affinity group',
}
export const kindTitle: Record<GroupKind, string> = {
  affinity: 'Affinity groups',
  'anti-affinity': 'Anti-affinity groups',
}
export const kindHint: Record<GroupKind, string> = {
  affinity: 'Members are placed on the same sled.',
  'anti-affinity': 'Members are placed on different sleds.',
}

export function useGroupKind(): GroupKind {
  return new URLSearchParams(useSearch()).get('kind') === 'affinity' ? 'affinity' : 'anti-affinity'
}

type G = { project: string; group: string }
// the kind is a query, not a route: both kinds' pages are the one route's
const ofKind = (kind: GroupKind, href: string) => (kind === 'affinity' ? `${href}?kind=affinity` : href)
export const groupHref = (kind: GroupKind, p: G) =>
  ofKind(kind, to.antiAffinityGroup({ project: p.project, antiAffinityGroup: p.group }))
export const groupEditHref = (kind: GroupKind, p: G) =>
  ofKind(kind, to.antiAffinityGroupEdit({ project: p.project, antiAffinityGroup: p.group }))

// Both kinds take the same params apart from the path key, and return the same shapes,
// so queries are typed as the anti-affinity operation (the route's own name).
type Op<
  M extends
    | 'antiAffinityGroupList'
    | 'antiAffinityGroupView'
    | 'antiAffinityGroupMemberList'
    | 'antiAffinityGroupMemberInstanceView',
> = [M, ParamsOf<M>]
const pathOf = (kind: GroupKind, group: string) =>
  (kind === 'affinity' ? { affinityGroup: group } : { antiAffinityGroup: group }) as { antiAffinityGroup: string }

export const listQuery = (kind: GroupKind, project: string) =>
  [
    kind === 'affinity' ? 'affinityGroupList' : 'antiAffinityGroupList',
    { query: { project } },
  ] as Op<'antiAffinityGroupList'>
export const viewQuery = (kind: GroupKind, p: G) =>
  [
    kind === 'affinity' ? 'affinityGroupView' : 'antiAffinityGroupView',
    { path: pathOf(kind, p.group), query: { project: p.project } },
  ] as Op<'antiAffinityGroupView'>
export const membersQuery = (kind: GroupKind, p: G) =>
  [
    kind === 'affinity' ? 'affinityGroupMemberList' : 'antiAffinityGroupMemberList',
    { path: pathOf(kind, p.group), query: { project: p.project } },
  ] as Op<'antiAffinityGroupMemberList'>

/**
 * A group's view and update by ID (an edit saved as changes, : a rename meanwhile is no
 * 404), typed as the anti-affinity operations as the queries are.
 */
export const byId = (kind: GroupKind, id: string) => ({
  view: (kind === 'affinity' ? 'affinityGroupView' : 'antiAffinityGroupView') as 'antiAffinityGroupView',
  update: (kind === 'affinity' ? 'affinityGroupUpdate' : 'antiAffinityGroupUpdate') as 'antiAffinityGroupUpdate',
  at: { path: pathOf(kind, id) },
})

/** The mutations of one kind, each as a call and its "Copy as CLI / API" preview. */
export function groupOps(kind: GroupKind, project: string) {
  const a = kind === 'affinity'
  const query = { project }
  return {
    create: (body: AffinityGroupCreate) =>
      a ? apiOp('affinityGroupCreate', { query, body }) : apiOp('antiAffinityGroupCreate', { query, body }),
    update: (group: string, body: AffinityGroupUpdate) =>
      a
        ? apiOp('affinityGroupUpdate', { path: { affinityGroup: group }, query, body })
        : apiOp('antiAffinityGroupUpdate', { path: { antiAffinityGroup: group }, query, body }),
    delete: (group: string) =>
      a
        ? apiOp('affinityGroupDelete', { path: { affinityGroup: group }, query })
        : apiOp('antiAffinityGroupDelete', { path: { antiAffinityGroup: group }, query }),
    addMember: (group: string, instance: string) =>
      a
        ? apiOp('affinityGroupMemberInstanceAdd', { path: { affinityGroup: group, instance }, query })
        : apiOp('antiAffinityGroupMemberInstanceAdd', { path: { antiAffinityGroup: group, instance }, query }),
    removeMember: (group: string, instance: string) =>
      a
        ? apiOp('affinityGroupMemberInstanceDelete', { path: { affinityGroup: group, instance }, query })
        : apiOp('antiAffinityGroupMemberInstanceDelete', { path: { antiAffinityGroup: group, instance }, query }),
  }
}
/** One member as the group has it now (the member views), for its detail panel. */
export const memberQuery = (kind: GroupKind, p: G & { instance: string }) =>
  [
    kind === 'affinity' ? 'affinityGroupMemberInstanceView' : 'antiAffinityGroupMemberInstanceView',
    { path: { ...pathOf(kind, p.group), instance: p.instance }, query: { project: p.project } },
  ] as Op<'antiAffinityGroupMemberInstanceView'>
