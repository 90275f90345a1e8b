import { useLocation, useParams } from 'wouter'
import { useQuery } from '../../api/reads'
import { to } from '../../urls'
import { Button } from '../../ui/Button'
import { CopyButton } from '../../ui/CopyButton'
import { PropertiesList } from '../../ui/PropertiesList'
import { SideModal } from '../../ui/SideModal'
import { formatDateTime } from '../../util/time'
import { useDeleteSshKey } from './actions'

/**
 * settings/ssh-keys/:sshKey/edit. The API has no SSH key update, so this is the
 * key's details, read-only, with copy and delete: nothing is offered that would fail.
 */
export default function SshKeyEditPage() {
  const { sshKey } = useParams<{ sshKey: string }>()
  const [, navigate] = useLocation()
  const { data: key } = useQuery('currentUserSshKeyView', { path: { sshKey } }, { throwOnError: true })
  const del = useDeleteSshKey()
  const close = () => navigate(to.sshKeys())
  return (
    <>
      {key && (
        <SideModal
          title={`SSH key ${key.name}`}
          onClose={close}
          footer={
            <Button variant="danger" onClick={() => del(key, close)}>
              Delete
            </Button>
          }
        >
          <p className="muted">SSH keys cannot be changed once added. To change one, delete it and add it again.</p>
          <PropertiesList
            items={[
              ['Name', key.name],
              ['Description', key.description || null],
              ['ID', <code>{key.id}</code>],
              ['Created', formatDateTime(key.timeCreated)],
            ]}
          />
          <div className="field">
            <div className="row" style={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <strong id="public-key-label">Public key</strong>
              <CopyButton text={key.publicKey} label="Copy public key" />
            </div>
            <pre
              className="input"
              aria-labelledby="public-key-label"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {key.publicKey}
            </pre>
          </div>
        </SideModal>
      )}
    </>
  )
}
