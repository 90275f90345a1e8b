/**
 * The VPC topology in words: the drawing's boxes are links a
 * screen reader can reach, but its lines (which router a subnet uses, which gateway a router
 * sends to, which interfaces sit in a subnet) are only drawn. This turns the same layout into an
 * outline of plain facts, each box with its whole text and what it is joined to.
 */
import type { TopoLayout, TopoNode } from './topology-layout'

export type OutlineItem = {
  title: string
  href: string
  facts: string[]
  /** Boxes drawn to the right of this one and joined to it (a subnet's interfaces). */
  children: OutlineItem[]
}
export type OutlineSection = { heading: string; items: OutlineItem[] }

const SECTIONS: { kind: TopoNode['kind']; heading: string }[] = [
  { kind: 'vpc', heading: 'VPC' },
  { kind: 'gateway', heading: 'Internet gateways' },
  { kind: 'router', heading: 'Routers' },
  { kind: 'subnet', heading: 'Subnets and their interfaces' },
]

export function topologyOutline(layout: TopoLayout): OutlineSection[] {
  const byId = new Map(layout.nodes.map((n) => [n.id, n]))
  const joined = (id: string, dir: 'from' | 'to') =>
    layout.edges
      .filter((e) => e[dir] === id)
      .map((e) => byId.get(dir === 'from' ? e.to : e.from))
      .filter((n): n is TopoNode => !!n)
  const item = (n: TopoNode): OutlineItem => {
    const facts = [...(n.full ?? n.lines)]
    const out = joined(n.id, 'from')
    const into = joined(n.id, 'to')
    if (n.kind === 'subnet') {
      const router = out.find((x) => x.kind === 'router')
      facts.push(router ? `Uses ${router.title}` : 'No router')
    }
    if (n.kind === 'router') {
      const gateways = out.filter((x) => x.kind === 'gateway')
      if (gateways.length) facts.push(`Routes to ${gateways.map((g) => g.title).join(', ')}`)
      const subnets = into.filter((x) => x.kind === 'subnet')
      facts.push(subnets.length ? `Used by ${subnets.map((x) => x.title).join(', ')}` : 'Used by no subnet')
    }
    if (n.kind === 'gateway') {
      const routers = into.filter((x) => x.kind === 'router')
      facts.push(routers.length ? `Routed to by ${routers.map((x) => x.title).join(', ')}` : 'No route targets it')
    }
    const children = n.kind === 'subnet' ? out.filter((x) => x.kind === 'nic').map(item) : []
    return { title: n.title, href: n.href, facts, children }
  }
  return SECTIONS.map(({ kind, heading }) => ({
    heading,
    items: layout.nodes.filter((n) => n.kind === kind).map(item),
  })).filter((s) => s.items.length > 0)
}
