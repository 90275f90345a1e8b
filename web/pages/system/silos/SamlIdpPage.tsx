import { useLocation, useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { CopyButton } from '../../../ui/CopyButton'
import { PropertiesList } from '../../../ui/PropertiesList'
import { SideModal } from '../../../ui/SideModal'
import { formatDateTime } from '../../../util/time'
import { idRow } from '../../common/fields/id-row'

/** system/silos/:silo/idps/saml/:provider: the provider's settings, read-only, over the providers list. */
export default function SamlIdpPage() {
  const { silo, provider } = useParams<{ silo: string; provider: string }>()
  const [, navigate] = useLocation()
  const { data: idp } = useQuery(
    'samlIdentityProviderView',
    { path: { provider }, query: { silo } },
    { throwOnError: true },
  )
  return (
    <>
      {idp && (
        <SideModal title={`Identity provider ${idp.name}`} onClose={() => navigate(to.siloIdps({ silo }))}>
          <PropertiesList
            items={[
              ['Name', idp.name],
              ['Description', idp.description || '—'],
              ['Entity ID', idp.idpEntityId],
              ['ACS URL', idp.acsUrl],
              ['SLO URL', idp.sloUrl],
              ['SP client ID', idp.spClientId],
              ['Technical contact', idp.technicalContactEmail],
              ['Group attribute', idp.groupAttributeName || '—'],
              [
                'Signing certificate',
                idp.publicCert ? <CopyButton text={idp.publicCert} label="Copy certificate" /> : 'None',
              ],
              idRow(idp.id),
              ['Created', formatDateTime(idp.timeCreated)],
            ]}
          />
        </SideModal>
      )}
    </>
  )
}
