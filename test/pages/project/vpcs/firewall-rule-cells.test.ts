import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { trafficLabel } from '../../../../web/pages/project/vpcs/firewall-rule-cells'

const Traffic = suite('firewall rules: protocols and ports in one phrase')

Traffic('protocols then ports; either alone; Any for neither', () => {
  assert.is(trafficLabel({ protocols: [{ type: 'tcp' }], ports: ['443', '8000-8080'] }), 'TCP 443, 8000-8080')
  assert.is(trafficLabel({ protocols: [{ type: 'udp' }, { type: 'tcp' }], ports: ['53'] }), 'UDP/TCP 53')
  assert.is(trafficLabel({ protocols: [{ type: 'icmp', value: null }] }), 'ICMP')
  assert.is(trafficLabel({ ports: ['22'] }), 'port 22')
  assert.is(trafficLabel({ ports: ['22', '80'] }), 'ports 22, 80')
  assert.is(trafficLabel({}), 'Any')
})

Traffic.run()
