/**
 * How long the VPC topology's layout takes for 300 subnets and 1,000 interfaces (asks
 * for under 500 ms). Prints figures; asserts nothing (no timed assertions in tests).
 *   node --import tsx scripts/bench-topology.ts
 */
import { layoutTopology } from '../web/pages/project/vpcs/topology-layout'
import { bigVpc } from '../web/pages/project/vpcs/topology-fixture'

const href = {
  subnet: (n: string) => n,
  instance: (n: string) => n,
  router: (n: string) => n,
  gateway: (n: string) => n,
  rules: () => '',
}
const input = bigVpc(300, 1000)
const times: number[] = []
for (let i = 0; i < 20; i++) {
  const t = performance.now()
  layoutTopology('big', input, href)
  times.push(performance.now() - t)
}
times.sort((a, b) => a - b)
console.log(
  `topology layout, 300 subnets + 1,000 interfaces: min ${times[0].toFixed(2)} ms, median ${times[10].toFixed(2)} ms, max ${times[19].toFixed(2)} ms (budget 500 ms)`,
)
