import { useState } from 'react'
import type { InternetGateway } from '../../../api/generated/types'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { Button } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import type { Column } from '../../../ui/Table'
import { addToast } from '../../../ui/Toast'
import { ListTable } from '../../common/ListTable'
import { createdCol, descriptionCol, nameCol } from '../../common/columns'
import { useGatewayActions } from './gateway-actions'
import { NamedForm, namedDefaults } from '../../common/NamedForm'
import { useVpcParams, vpcQuery } from './use-vpc-params'
import { VpcHeader } from './VpcHeader'

const columns = (p: { project: string; vpc: string }): Column<InternetGateway>[] => [
  nameCol<InternetGateway>((g) => pb.vpcInternetGateway({ ...p, gateway: g.name })),
  descriptionCol,
  createdCol,
]

/** SPEC §2 gives gateways no -new route, so create opens in place. */
function CreateGateway({ p, onClose }: { p: { project: string; vpc: string }; onClose: () => void }) {
  const create = useApiMutation('internetGatewayCreate', {
    onSuccess: (g) => {
      addToast({ content: `Internet gateway ${g.name} created` })
      onClose()
    },
  })
  return (
    <NamedForm
      docs="gateways"
      title="Create internet gateway"
      submitLabel="Create internet gateway"
      initial={namedDefaults}
      pending={create.pending}
      serverError={create.error?.message}
      onClose={onClose}
      onSubmit={(body) => create.mutate({ query: p, body })}
      request={(body) => requestPreview('internetGatewayCreate', { query: p, body })}
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
        empty={<EmptyState title="No internet gateways" body="A gateway lets routes send traffic outside the rack." />}
      />
      {creating && <CreateGateway p={p} onClose={() => setCreating(false)} />}
    </>
  )
}
