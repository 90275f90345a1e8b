/**
 * The VPC topology's layout: plain data in, boxes and lines out, no DOM, so it is
 * unit-tested and benchmarked on its own (test/pages/project/vpcs/topology-layout.test.ts; a VPC of
 * 300 subnets and 1,000 interfaces). Hand-written columns rather than a graph library: gateways,
 * routers, subnets, then each subnet's interfaces beside it; lines join a subnet to its router and
 * a router to the gateways its routes target.
 */

type TopoRuleTarget = { type: string; value: string }
export type TopoRule = { name: string; status: string; direction: string; action: string; targets: TopoRuleTarget[] }
export type TopoInput = {
  subnets: { id: string; name: string; ipv4Block: string; ipv6Block: string; customRouterId?: string | null }[]
  nics: { id: string; name: string; subnetId: string; instanceName: string; ip: string }[]
  routers: {
    id: string
    name: string
    kind: string
    routes: { name: string; target: { type: string; value?: string } }[]
  }[]
  gateways: { name: string; pools: string[]; addresses: string[] }[]
  rules: TopoRule[]
}
export type TopoHrefs = {
  subnet: (name: string) => string
  instance: (name: string) => string
  router: (name: string) => string
  gateway: (name: string) => string
  rules: () => string
}
type TopoKind = 'vpc' | 'gateway' | 'router' | 'subnet' | 'nic'
export type TopoNode = {
  id: string
  kind: TopoKind
  x: number
  y: number
  w: number
  h: number
  title: string
  /** As drawn: each line cut to fit its box. */
  lines: string[]
  /** The same lines whole, for the text alternative (topology-outline.ts). */
  full?: string[]
  href: string
}
type TopoEdge = { from: string; to: string; d: string }
export type TopoLayout = { nodes: TopoNode[]; edges: TopoEdge[]; width: number; height: number }

const COL_W = 300
/** Characters of 11px monospace that fit a box; longer lines end in an ellipsis (the page linked has them whole). */
const MAX_CHARS = 44
const fit = (s: string) => (s.length > MAX_CHARS ? s.slice(0, MAX_CHARS - 1) + '…' : s)
const GAP_X = 60
const GAP_Y = 14
const LINE_H = 16
const PAD = 10
const NIC_H = PAD * 2 + LINE_H * 2
const x0 = 20
const colX = [x0, x0 + (COL_W + GAP_X), x0 + 2 * (COL_W + GAP_X), x0 + 3 * (COL_W + GAP_X)]
const boxH = (lines: number) => PAD * 2 + LINE_H * (1 + lines)

/** "2 inbound allow, 1 outbound deny" over the enabled rules, or '' when none apply. */
export function ruleSummary(rules: TopoRule[]): string {
  const counts = new Map<string, number>()
  for (const r of rules) {
    if (r.status !== 'enabled') continue
    const k = `${r.direction} ${r.action}`
    counts.set(k, (counts.get(k) ?? 0) + 1)
  }
  return [...counts].map(([k, n]) => `${n} ${k}`).join(', ')
}

function targetText(t: { type: string; value?: string }): string {
  if (t.type === 'drop') return 'drop'
  return `${t.type.replace(/_/g, ' ')} ${t.value ?? ''}`.trim()
}

/** A line from the right edge of one box to the left edge of another (or back), as an SVG path. */
function link(a: TopoNode, b: TopoNode): string {
  const [l, r] = a.x < b.x ? [a, b] : [b, a]
  const sx = l.x + l.w
  const sy = l.y + l.h / 2
  const tx = r.x
  const ty = r.y + r.h / 2
  const mx = (sx + tx) / 2
  return `M${sx} ${sy}C${mx} ${sy} ${mx} ${ty} ${tx} ${ty}`
}

export function layoutTopology(vpc: string, input: TopoInput, href: TopoHrefs): TopoLayout {
  const nodes: TopoNode[] = []
  const edges: TopoEdge[] = []

  // Rules by what they target, so each box carries its own summary.
  const rulesFor = new Map<string, TopoRule[]>()
  for (const r of input.rules) {
    for (const t of r.targets) {
      const k = `${t.type}:${t.value}`
      const list = rulesFor.get(k)
      if (list) list.push(r)
      else rulesFor.set(k, [r])
    }
  }
  const summaryOf = (type: string, name: string) => ruleSummary(rulesFor.get(`${type}:${name}`) ?? [])

  // The VPC itself, with the rules that target the whole VPC.
  const vpcRules = summaryOf('vpc', vpc)
  const vpcNode: TopoNode = {
    id: 'vpc',
    kind: 'vpc',
    x: x0,
    y: 20,
    w: COL_W * 2 + GAP_X,
    h: boxH(1),
    title: `VPC ${vpc}`,
    lines: [`Firewall: ${vpcRules || 'no enabled rules target the VPC'}`],
    href: href.rules(),
  }
  nodes.push(vpcNode)
  const top = vpcNode.y + vpcNode.h + 30

  // Gateways (column 0) and routers (column 1), stacked from the top.
  const gatewayNode = new Map<string, TopoNode>()
  let y = top
  for (const g of input.gateways) {
    const lines = [`Pools: ${g.pools.join(', ') || 'none'}`, `Addresses: ${g.addresses.join(', ') || 'none'}`]
    const n: TopoNode = {
      id: `gw:${g.name}`,
      kind: 'gateway',
      x: colX[0],
      y,
      w: COL_W,
      h: boxH(lines.length),
      title: `Gateway ${g.name}`,
      lines,
      href: href.gateway(g.name),
    }
    nodes.push(n)
    gatewayNode.set(g.name, n)
    y += n.h + GAP_Y
  }
  let bottom = y
  const routerNode = new Map<string, TopoNode>()
  let systemRouter: TopoNode | undefined
  y = top
  for (const r of input.routers) {
    const lines = r.routes.map((rt) => `${rt.name} → ${targetText(rt.target)}`)
    const n: TopoNode = {
      id: `rt:${r.id}`,
      kind: 'router',
      x: colX[1],
      y,
      w: COL_W,
      h: boxH(lines.length),
      title: `Router ${r.name} (${r.kind})`,
      lines,
      href: href.router(r.name),
    }
    nodes.push(n)
    routerNode.set(r.id, n)
    if (r.kind === 'system') systemRouter = n
    for (const rt of r.routes) {
      const g = rt.target.type === 'internet_gateway' && rt.target.value ? gatewayNode.get(rt.target.value) : undefined
      if (g && !edges.some((e) => e.from === n.id && e.to === g.id)) edges.push({ from: n.id, to: g.id, d: link(n, g) })
    }
    y += n.h + GAP_Y
  }
  bottom = Math.max(bottom, y)

  // Subnets (column 2), each as tall as its interfaces (column 3) need.
  const nicsBySubnet = new Map<string, TopoInput['nics']>()
  for (const nic of input.nics) {
    const list = nicsBySubnet.get(nic.subnetId)
    if (list) list.push(nic)
    else nicsBySubnet.set(nic.subnetId, [nic])
  }
  y = top
  for (const s of input.subnets) {
    const rules = summaryOf('subnet', s.name)
    const lines = [s.ipv4Block, s.ipv6Block, ...(rules ? [`Firewall: ${rules}`] : [])]
    const nics = nicsBySubnet.get(s.id) ?? []
    const h = boxH(lines.length)
    const sn: TopoNode = {
      id: `sn:${s.id}`,
      kind: 'subnet',
      x: colX[2],
      y,
      w: COL_W,
      h,
      title: `Subnet ${s.name}`,
      lines,
      href: href.subnet(s.name),
    }
    nodes.push(sn)
    const router = (s.customRouterId && routerNode.get(s.customRouterId)) || systemRouter
    if (router) edges.push({ from: sn.id, to: router.id, d: link(sn, router) })
    let ny = y
    for (const nic of nics) {
      const rules = summaryOf('instance', nic.instanceName)
      const nicLines = [nic.ip + (rules ? ` · ${rules}` : '')]
      const n: TopoNode = {
        id: `nic:${nic.id}`,
        kind: 'nic',
        x: colX[3],
        y: ny,
        w: COL_W,
        h: NIC_H,
        title: `${nic.instanceName} · ${nic.name}`,
        lines: nicLines,
        href: href.instance(nic.instanceName),
      }
      nodes.push(n)
      edges.push({ from: sn.id, to: n.id, d: link(sn, n) })
      ny += NIC_H + 6
    }
    y = Math.max(y + h, ny) + GAP_Y
  }
  bottom = Math.max(bottom, y)
  for (const n of nodes) {
    n.full = n.lines
    n.lines = n.lines.map(fit)
  }
  return { nodes, edges, width: colX[3] + COL_W + 20, height: bottom + 10 }
}
