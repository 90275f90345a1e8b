import { useState } from 'react'
import type { InternetGateway } from '../../../api/generated/types'
import { to } from '../../../urls'
import { Button } from '../../../ui/Button'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/list/ListTable'
import { createdCol, descriptionCol, nameCol } from '../../common/list/columns'
import { useGatewayActions } from './gateway-actions'
import { NamedForm, namedDefaults, type NamedValues } from '../../common/NamedForm'
import { useFormSave } from '../../common/use-form-save'
import { useVpcParams, vpcQuery } from './use-vpc-params'
import { VpcHeader } from './VpcHeader'

const columns = (p: { project: string; vpc: string }): Column<InternetGateway>[] => [
  nameCol<InternetGateway>((g) => to.vpcInternetGateway({ ...p, gateway: g.name })),
  descriptionCol,
  createdCol,
]

/** the rules: screens gives gateways no -new route, so create opens in place. */
function CreateGateway({ p, onClose }: { p: { project: string; vpc: string }; onClose: () => void }) {
  const write = useFormSave('internetGatewayCreate', {
    params: (body: NamedValues) => ({ query: p, body }),
    created: (g) => `Internet gateway ${g.name} created`,
    back: onClose,
  })
  return (
    <NamedForm
      docs="gateways"
      title="Create internet gateway"
      submitLabel="Create internet gateway"
      initial={namedDefaults}
      {...write}
    />
  )
}

export default function GatewaysPage() {
  const p = useVpcParams()
  const actions = useGatewayActions(p)
  const [creating, setCreating] = useState(false)
  return (
    <>
      <VpcHeader />
      <div className="toolbar">
        <Button write variant="primary" onClick={() => setCreating(true)}>
          New internet gateway
        </Button>
      </div>
      <ListTable<InternetGateway>
        label="Internet gateways"
        method="internetGatewayList"
        params={{ query: vpcQuery(p) }}
        sortable
        columns={columns(p)}
        rowActions={actions}
        empty={{ title: 'No internet gateways', body: 'A gateway lets routes send traffic outside the rack.' }}
      />
      {creating && <CreateGateway p={p} onClose={() => setCreating(false)} />}
    </>
  )
}
