/** Every area's handlers, keyed by operation name (camelCase operationId). */
import { affinityHandlers } from './affinity'
import { alertHandlers } from './alerts'
import type { Handlers } from './ctx'
import { diskAdoptionHandlers } from './disk-adoption'
import { diskHandlers } from './disks'
import { externalSubnetHandlers } from './external-subnets'
import { floatingIpHandlers } from './floating-ips'
import { hardwareHandlers } from './hardware'
import { imageHandlers } from './images'
import { instanceHandlers } from './instances'
import { metricHandlers } from './metrics'
import { multicastHandlers } from './multicast'
import { networkingSettingsHandlers } from './networking-settings'
import { nicHandlers } from './nics'
import { projectHandlers } from './projects'
import { routerHandlers } from './routers'
import { sessionHandlers } from './session'
import { siloHandlers } from './silo'
import { subnetPoolHandlers } from './subnet-pools'
import { systemIdentityHandlers } from './system-identity'
import { systemIpPoolHandlers } from './system-ip-pools'
import { systemMiscHandlers } from './system-misc'
import { systemNetworkingHandlers } from './system-networking'
import { systemSiloHandlers } from './system-silos'
import { vpcHandlers } from './vpcs'

export const allHandlers: Handlers = {
  ...sessionHandlers,
  ...siloHandlers,
  ...projectHandlers,
  ...instanceHandlers,
  ...nicHandlers,
  ...diskHandlers,
  ...imageHandlers,
  ...floatingIpHandlers,
  ...vpcHandlers,
  ...routerHandlers,
  ...affinityHandlers,
  ...metricHandlers,
  ...systemSiloHandlers,
  ...systemIdentityHandlers,
  ...systemIpPoolHandlers,
  ...hardwareHandlers,
  ...diskAdoptionHandlers,
  ...systemNetworkingHandlers,
  ...systemMiscHandlers,
  ...alertHandlers,
  ...subnetPoolHandlers,
  ...externalSubnetHandlers,
  ...multicastHandlers,
  ...networkingSettingsHandlers,
}
