import { useList, useQuery } from '../../../api/reads'
import type { InstanceNetworkInterface } from '../../../api/generated/types'
import { to } from '../../../urls'
import { Link } from '../../../ui/Link'
import { Spinner } from '../../../ui/Spinner'
import { layoutTopology, type TopoInput, type TopoLayout } from './topology-layout'
import { useVpcParams } from './use-vpc-params'
import { VpcHeader } from './VpcHeader'
import { TopologyOutline } from './TopologyOutline'
import { ErrorBox } from '../../../ui/ErrorBox'
import { PartialNotice } from '../../../ui/PartialNotice'

/** One page of each VPC list: a drawing of more is unreadable, and the page says when a list is longer. */
const ALL = { limit: 1000 }

function nicIp(n: InstanceNetworkInterface): string {
  const s = n.ipStack
  return s.type === 'dual_stack' ? `${s.value.v4.ip}, ${s.value.v6.ip}` : s.value.ip
}

/** The VPC drawn: its subnets and their instances' interfaces, routers, gateways, rules. */
export default function TopologyPage() {
  const p = useVpcParams()
  const q = { project: p.project, vpc: p.vpc }
  const subnets = useQuery('vpcSubnetList', { query: { ...q, ...ALL } })
  const routers = useQuery('vpcRouterList', { query: { ...q, ...ALL } })
  const gateways = useQuery('internetGatewayList', { query: { ...q, ...ALL } })
  const rules = useQuery('vpcFirewallRulesView', { query: q })
  // names for the interfaces' instances: the project may hold thousands of them, so every page
  const instances = useList('instanceList', { query: { project: p.project } })
  const subnetItems = subnets.data?.items ?? []
  const routerItems = routers.data?.items ?? []
  const gatewayItems = gateways.data?.items ?? []
  const nics = useQuery(
    'vpcSubnetListNetworkInterfaces',
    subnetItems.map((s) => ({ path: { subnet: s.name }, query: { ...q, ...ALL } })),
    { enabled: !!subnets.data },
  )
  const routes = useQuery(
    'vpcRouterRouteList',
    routerItems.map((r) => ({ query: { ...q, router: r.name, ...ALL } })),
    { enabled: !!routers.data },
  )
  const gwq = gatewayItems.map((g) => ({ query: { ...q, gateway: g.name, ...ALL } }))
  const pools = useQuery('internetGatewayIpPoolList', gwq, { enabled: !!gateways.data })
  const addresses = useQuery('internetGatewayIpAddressList', gwq, { enabled: !!gateways.data })

  const all = [subnets, routers, gateways, rules, nics, routes, pools, addresses]
  const failed = all.find((r) => r.error)?.error
  let body
  const retry = () => [...all, instances].forEach((r) => void r.mutate())
  if (failed)
    body = (
      <ErrorBox title="Could not load the topology" onRetry={retry}>
        {failed.error.message}
      </ErrorBox>
    )
  else if (all.some((r) => !r.data) || instances.isLoading)
    body = (
      <p className="muted">
        <Spinner /> Loading the VPC’s topology…
      </p>
    )
  else {
    // a failed or cut-short name lookup leaves ids in place of the names it could not read
    const names = new Map(instances.items.map((i) => [i.id, i.name]))
    const input: TopoInput = {
      subnets: subnetItems,
      nics: (nics.data ?? []).flatMap((page) =>
        page.items.map((n) => ({
          id: n.id,
          name: n.name,
          subnetId: n.subnetId,
          instanceName: names.get(n.instanceId) ?? n.instanceId,
          ip: nicIp(n),
        })),
      ),
      routers: routerItems.map((r, i) => ({
        id: r.id,
        name: r.name,
        kind: r.kind,
        routes: routes.data?.[i]?.items ?? [],
      })),
      gateways: gatewayItems.map((g, i) => ({
        name: g.name,
        pools: (pools.data?.[i]?.items ?? []).map((x) => x.name),
        addresses: (addresses.data?.[i]?.items ?? []).map((x) => `${x.name} ${x.address}`),
      })),
      rules: rules.data?.rules ?? [],
    }
    // Say so when a list is longer than one request fetched, rather than drop items silently.
    const partial = [subnets.data, routers.data, gateways.data, ...(nics.data ?? []), ...(routes.data ?? [])].some(
      (d) => d?.nextPage,
    )
    const layout = layoutTopology(p.vpc, input, {
      subnet: (subnet) => to.vpcSubnetEdit({ ...p, subnet }),
      instance: (instance) => to.instance({ project: p.project, instance }),
      router: (router) => to.vpcRouter({ ...p, router }),
      gateway: (gateway) => to.vpcInternetGateway({ ...p, gateway }),
      rules: () => to.vpcFirewallRules(p),
    })
    body = (
      <>
        {partial && (
          <PartialNotice>
            This VPC has more than 1,000 of some items; the drawing shows the first 1,000 of each.
          </PartialNotice>
        )}
        {!instances.complete && (
          <PartialNotice onRetry={instances.error ? () => void instances.mutate() : undefined}>
            Could not load every instance’s name: interfaces show an instance id instead.
          </PartialNotice>
        )}
        <TopologyDrawing layout={layout} vpc={p.vpc} />
        <TopologyOutline layout={layout} />
      </>
    )
  }
  return (
    <>
      <VpcHeader />
      {body}
    </>
  )
}

function TopologyDrawing({ layout, vpc }: { layout: TopoLayout; vpc: string }) {
  return (
    <div className="topology">
      <svg
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="group"
        aria-label={`Topology of VPC ${vpc}`}
      >
        <g aria-hidden="true">
          {layout.edges.map((e) => (
            <path key={`${e.from}>${e.to}`} d={e.d} className="topo-edge" />
          ))}
        </g>
        {layout.nodes.map((n) => (
          // The link's name is its visible text (WCAG 2.5.3); the trailing spaces keep the lines apart in it.
          <Link key={n.id} href={n.href} className={`topo-node topo-${n.kind}`}>
            <rect x={n.x} y={n.y} width={n.w} height={n.h} rx={6} />
            <text x={n.x + 10} y={n.y + 22} className="topo-title">
              {`${n.title} `}
            </text>
            {n.lines.map((l, i) => (
              <text key={i} x={n.x + 10} y={n.y + 38 + i * 16} className="topo-line">
                {`${l} `}
              </text>
            ))}
          </Link>
        ))}
      </svg>
    </div>
  )
}
