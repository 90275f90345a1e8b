import type { IdentityProvider } from '../../../api/generated/types'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { LinkButton } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/list/ListTable'
import { createdCol, descriptionCol } from '../../common/list/columns'
import { Link } from '../../../ui/Link'
import { LocalUsersSection } from './LocalUsersSection'
import { SiloHeader, useSiloParam } from './SiloHeader'

const columns = (silo: string): Column<IdentityProvider>[] => [
  { header: 'Name', cell: (p) => <Link href={to.samlIdp({ silo, provider: p.name })}>{p.name}</Link> },
  { header: 'Type', cell: (p) => p.providerType.toUpperCase() },
  descriptionCol,
  createdCol,
]

/** system/silos/:silo/idps: the silo's SAML providers; a local-only silo manages its users here instead. */
export default function SiloIdpsPage() {
  const silo = useSiloParam()
  const view = useQuery('siloView', { path: { silo } })
  const local = view.data?.identityMode === 'local_only'
  return (
    <>
      <SiloHeader />
      <div className="toolbar">
        <h2 className="grow">Identity providers</h2>
        <LinkButton write variant="primary" href={to.siloIdpsNew({ silo })}>
          New identity provider
        </LinkButton>
      </div>
      <ListTable<IdentityProvider>
        label="Identity providers"
        method="siloIdentityProviderList"
        params={{ query: { silo } }}
        columns={columns(silo)}
        empty={
          <EmptyState
            title="No identity providers"
            body={
              local
                ? 'Users of this silo sign in with local passwords.'
                : 'Nobody can sign in to this silo until a SAML identity provider is added.'
            }
          />
        }
      />
      {local && <LocalUsersSection silo={silo} />}
    </>
  )
}
