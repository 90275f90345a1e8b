/*
 * The parts of each whole-document write (./changes.ts) that one person changes on their own:
 * a policy is one part per identity, a rule set one part per rule, settings one part per field.
 * Two people changing different parts both keep their change; the same part is a conflict.
 */
import type {
  AllowList,
  RouterRouteCreate,
  Instance,
  SiloAuthSettings,
  SiloQuotas,
  SystemNetworkingSettings,
  VpcFirewallRule,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleUpdate,
} from './generated/types'
import { combine, fields, keyedList, type Edit, type Shape } from './changes'
import type { Policy, RoleAssignment } from './roles'
import { formatBytes } from '../util/format'
import { canonicalIpNet } from '../util/ip'

const none = (v: unknown) => v === undefined || v === null

/** A policy: one part per identity (user or group), its role(s) the value. */
export function policyShape(nameOf: (identityId: string) => string): Shape<Policy> {
  return keyedList<Policy, RoleAssignment>({
    get: (p) => p.roleAssignments,
    set: (p, roleAssignments) => ({ ...p, roleAssignments }),
    key: (a) => a.identityId,
    label: (id) => `${nameOf(id)}'s role`,
    show: (items) => (items?.length ? items.map((a) => a.roleName.replace('_', ' ')).join(', ') : 'no role'),
  })
}

/** An instance's settings as instanceUpdate replaces them; the API dates the whole instance. */
export const instanceShape: Shape<Instance> = fields<Instance>(
  { ncpus: 'CPUs', memory: 'Memory', bootDiskId: 'Boot disk', autoRestartPolicy: 'Auto-restart policy' },
  {
    show: {
      memory: (m) => formatBytes(m),
      bootDiskId: (id) => id ?? 'none',
      autoRestartPolicy: (p) => (none(p) ? 'default' : p!.replace('_', ' ')),
    },
    changedAt: (i) => i.timeModified,
  },
)

const bytesOrNone = (b: number) => formatBytes(b)

export const quotasShape: Shape<SiloQuotas> = fields<SiloQuotas>(
  { cpus: 'CPUs', memory: 'Memory', storage: 'Storage' },
  { show: { memory: bytesOrNone, storage: bytesOrNone } },
)

export const authSettingsShape: Shape<SiloAuthSettings> = fields<SiloAuthSettings>(
  { deviceTokenMaxTtlSeconds: 'Device token max lifetime' },
  { show: { deviceTokenMaxTtlSeconds: (s) => (none(s) ? 'no limit' : `${s} seconds`) } },
)

export const networkingSettingsShape: Shape<SystemNetworkingSettings> = fields<SystemNetworkingSettings>(
  { externalJumboFramesOptInEnabled: 'External jumbo frames opt-in' },
  { show: { externalJumboFramesOptInEnabled: (on) => (on ? 'enabled' : 'disabled') } },
)

/**
 * Networks as the API writes them back (one spelling of each): so a network typed in another
 * spelling is no change, and reads back as written.
 */
const canonicalNetworks = (ips: readonly string[]) => ips.map(canonicalIpNet)

/** The allow list's IPs, empty when any source is allowed. */
const allowedIps = (l: AllowList) => (l.allowedIps.allow === 'list' ? canonicalNetworks(l.allowedIps.ips) : [])

/**
 * The allow list: whether it restricts at all is one part, each network another, so two admins
 * adding different networks both keep theirs. Networks only count while the list restricts.
 */
const allowListNetworks = keyedList<AllowList, string>({
  get: allowedIps,
  set: (l, ips) => (l.allowedIps.allow === 'list' ? { ...l, allowedIps: { allow: 'list', ips } } : l),
  key: (ip) => ip,
  label: (ip) => `Network ${ip}`,
  show: (ips) => (ips?.length ? 'allowed' : 'not listed'),
})

export const allowListShape: Shape<AllowList> = (base, desired) => {
  const networks = allowListNetworks(base, desired)
  const mode = desired.allowedIps.allow
  // Network edits mean something only while the list restricts: when it should, the mode is a part
  // too, so a list opened to any source meanwhile is a conflict rather than edits dropped on the floor.
  const modeMatters = base.allowedIps.allow !== mode || (mode === 'list' && networks.length > 0)
  const modeEdit: Edit<AllowList> = {
    label: 'Allowed sources',
    get: (l) => l.allowedIps.allow,
    set: (l, allow) => ({
      ...l,
      allowedIps: allow === 'list' ? { allow: 'list', ips: allowedIps(l) } : { allow: 'any' },
    }),
    was: base.allowedIps.allow,
    value: mode,
    show: (a) => (a === 'list' ? 'only the listed networks' : 'any source IP'),
  }
  return modeMatters ? [modeEdit, ...networks] : networks
}

/**
 * An announce set as its form edits it: the description, the address lot every network's block
 * comes from, and the announced networks, one part each.
 */
export type AnnounceSetDoc = { name: string; description: string; lot: string; networks: string[] }

export const announceSetShape: Shape<AnnounceSetDoc> = combine<AnnounceSetDoc>(
  // the API names no set's lot: a read gives back the lot the form opened with
  fields<AnnounceSetDoc>({ description: 'Description', lot: 'Address lot' }, { unread: ['lot'] }),
  keyedList<AnnounceSetDoc, string>({
    get: (s) => canonicalNetworks(s.networks),
    set: (s, networks) => ({ ...s, networks }),
    key: (n) => n,
    label: (n) => `Network ${n}`,
    show: (n) => (n?.length ? 'announced' : 'not announced'),
  }),
)

/** A network interface as its edit form changes it (instanceNetworkInterfaceUpdate's body). */
export type NicDoc = { name: string; description: string; transitIps: string[] }

/**
 * Name and description one part each, every transit network another: two admins adding different
 * transit IPs to one interface both keep theirs.
 */
export const nicShape: Shape<NicDoc> = combine<NicDoc>(
  fields<NicDoc>({ name: 'Name', description: 'Description' }),
  keyedList<NicDoc, string>({
    get: (n) => canonicalNetworks(n.transitIps),
    set: (n, transitIps) => ({ ...n, transitIps }),
    key: (ip) => ip,
    label: (ip) => `Transit IP ${ip}`,
    show: (ips) => (ips?.length ? 'allowed' : 'not allowed'),
  }),
)

/** Anything with a name and a description, as an edit form writes it (a project, a router, a pool). */
export type NamedDoc = { name: string; description: string }

export const namedShape: Shape<NamedDoc> = fields<NamedDoc>({ name: 'Name', description: 'Description' })

/** The name and description of any object or form's values, the name as sent (trimmed). */
export const namedDoc = ({ name, description }: NamedDoc): NamedDoc => ({ name: name.trim(), description })

/**
 * A form's name and description (a pool's, an address's, a group's) against the object as it
 * opened: what the form sends, so a name typed with a trailing space is no change.
 */
export const namedFormShape: Shape<NamedDoc> = (base, desired) => namedShape(base, namedDoc(desired))

/** A VPC as its edit form writes it. */
export type VpcDoc = NamedDoc & { dnsName: string }

export const vpcShape: Shape<VpcDoc> = fields<VpcDoc>({ name: 'Name', description: 'Description', dnsName: 'DNS name' })

/** A VPC subnet as its edit form writes it: the custom router by ID, '' for none. */
export type SubnetDoc = NamedDoc & { customRouter: string }

/** Each field one part; `routerName` shows a router ID as people know it. */
export const subnetShape =
  (routerName: (id: string) => string): Shape<SubnetDoc> =>
  (base, desired) =>
    fields<SubnetDoc>(
      { name: 'Name', description: 'Description', customRouter: 'Custom router' },
      { show: { customRouter: (id) => (id ? routerName(id) : 'none') } },
    )(base, { ...desired, name: desired.name.trim() })

/** A webhook receiver as its edit form writes it (webhookReceiverUpdate's body). */
export type ReceiverDoc = NamedDoc & { endpoint: string }

/** An endpoint as the API writes it back (`https://x.example` as `https://x.example/`); as given if it is no URL. */
function canonicalUrl(s: string) {
  try {
    return new URL(s).href
  } catch {
    return s
  }
}

/** Each field one part, as sent (trimmed): two admins changing the name and the endpoint both keep theirs. */
export const receiverShape: Shape<ReceiverDoc> = (base, desired) =>
  fields<ReceiverDoc>({ name: 'Name', description: 'Description', endpoint: 'Endpoint' })(base, {
    name: desired.name.trim(),
    description: desired.description.trim(),
    endpoint: canonicalUrl(desired.endpoint.trim()),
  })

/**
 * A BGP configuration as its edit form writes it. The API never says which announce set a
 * configuration uses, so `announceSet` is '' (keep the current one) in anything read: picking a set
 * is always this user's edit, never a conflict.
 */
export type BgpConfigDoc = NamedDoc & { maxPaths: number; announceSet: string }

export const bgpConfigShape: Shape<BgpConfigDoc> = fields<BgpConfigDoc>(
  { name: 'Name', description: 'Description', maxPaths: 'Maximum paths', announceSet: 'Announce set' },
  { show: { maxPaths: String, announceSet: (s) => s || 'the current one' }, unread: ['announceSet'] },
)

/** A support bundle's comment as its dialog writes it, '' for none. */
export type CommentDoc = { comment: string }

export const commentShape: Shape<CommentDoc> = (base, desired) =>
  fields<CommentDoc>({ comment: 'Comment' }, { show: { comment: (c) => (c ? `“${c}”` : 'no comment') } })(base, {
    comment: desired.comment.trim(),
  })

const typed = (x: { type: string; value?: unknown }) => `${x.type.replace('_', ' ')} ${x.value ?? ''}`.trim()

/** A route as its edit form writes it (the update takes destination and target whole). */
export const routeShape: Shape<RouterRouteCreate> = fields<RouterRouteCreate>(
  { name: 'Name', description: 'Description', destination: 'Destination', target: 'Target' },
  { show: { destination: typed, target: typed } },
)

/** A VPC's rule set as read (rules carry ids and dates) or as written. */
export type RuleSet = { rules: (VpcFirewallRuleUpdate & Partial<Pick<VpcFirewallRule, 'timeModified'>>)[] }

/** The fields a rule is written with: what two copies of a rule are compared on. */
export const ruleUpdate = (r: VpcFirewallRuleUpdate): VpcFirewallRuleUpdate => ({
  name: r.name,
  description: r.description,
  action: r.action,
  direction: r.direction,
  priority: r.priority,
  status: r.status,
  targets: r.targets,
  filters: r.filters,
})

const protocolText = (p: VpcFirewallRuleProtocol) => (typeof p === 'string' ? p : p.type)

/** A rule in one line: "allow inbound, priority 100, enabled; ports 22; TCP; targets vpc mock-vpc". */
function ruleSummary(r: VpcFirewallRuleUpdate): string {
  const f = r.filters
  return [
    `${r.action} ${r.direction}, priority ${r.priority}, ${r.status}`,
    f.ports?.length ? `ports ${f.ports.join(', ')}` : '',
    f.protocols?.length ? f.protocols.map(protocolText).join(', ').toUpperCase() : '',
    f.hosts?.length ? `hosts ${f.hosts.map((h) => `${h.type} ${h.value}`).join(', ')}` : '',
    r.targets.length ? `targets ${r.targets.map((t) => `${t.type} ${t.value}`).join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ')
}

/** A rule set: one part per rule, by name; the API dates each rule. */
export const firewallRulesShape: Shape<RuleSet> = keyedList<RuleSet, VpcFirewallRuleUpdate>({
  get: (s) => s.rules.map(ruleUpdate),
  set: (s, rules) => ({ ...s, rules }),
  key: (r) => r.name,
  label: (name) => `Rule ${name}`,
  show: (rules) => (rules?.length ? rules.map(ruleSummary).join(' | ') : 'no such rule'),
  changedAt: (s, name) => s.rules.find((r) => r.name === name)?.timeModified,
})
