import { useLocation, useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { Badge } from '../../../ui/Badge'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { RouteTabs } from '../../../ui/Tabs'
import { formatDateTime } from '../../../util/time'
import { identityModeLabel } from './silo-form'
import { useFleetAccess } from '../use-fleet-access'
import { idRow } from '../../common/fields/id-row'

export const useSiloParam = () => useParams<{ silo: string }>().silo

/** The top of every silo tab: name, properties and the tabs (each a route). The silo is the page's main query. */
export function SiloHeader() {
  useFleetAccess()
  const silo = useSiloParam()
  const [location] = useLocation()
  const { data } = useQuery('siloView', { path: { silo } }, { throwOnError: true })
  const tabs = [
    { label: 'Identity providers', href: to.siloIdps({ silo }) },
    { label: 'IP pools', href: to.siloIpPools({ silo }) },
    { label: 'Subnet pools', href: to.siloSubnetPools({ silo }) },
    { label: 'Quotas', href: to.siloQuotas({ silo }) },
    { label: 'Fleet roles', href: to.siloFleetRoles({ silo }) },
    { label: 'Users', href: to.siloUsers({ silo }) },
    { label: 'Access', href: to.systemSiloAccess({ silo }) },
    // SCIM tokens only mean something to a silo whose users come by SCIM
    ...(data?.identityMode === 'saml_scim' ? [{ label: 'SCIM tokens', href: to.siloScimTokens({ silo }) }] : []),
    { label: 'History', href: to.siloHistory({ silo }) },
  ]
  return (
    <>
      <PageHeader docs="silos" title={silo} />
      {data && (
        <PropertiesList
          items={[
            ['Description', data.description || '—'],
            ['Identity mode', identityModeLabel[data.identityMode]],
            ['Discoverable', data.discoverable ? 'Yes' : <Badge color="neutral">Hidden</Badge>],
            ['Admin group', data.adminGroupName || '—'],
            idRow(data.id),
            ['Created', formatDateTime(data.timeCreated)],
          ]}
        />
      )}
      <RouteTabs label="Silo sections" tabs={tabs} current={location} />
    </>
  )
}
