import type { Instance, SshKey } from '../../../api/generated/types'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { CopyButton } from '../../../ui/CopyButton'
import { EmptyState } from '../../../ui/EmptyState'
import { Link } from '../../../ui/Link'
import { Spinner } from '../../../ui/Spinner'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/list/ListTable'
import { createdCol } from '../../common/list/columns'
import { InstanceFrame, SerialConsoleLink } from './InstanceFrame'
import { sshAddress } from './nic'
import { ErrorBox } from '../../../ui/ErrorBox'

function Connect({ project, instance }: { project: string; instance: Instance }) {
  const ips = useQuery('instanceExternalIpList', { path: { instance: instance.name }, query: { project } })
  const address = ips.data ? sshAddress(ips.data.items) : undefined
  const command = address ? `ssh <user>@${address}` : ''
  return (
    <>
      <h2>Serial console</h2>
      <p>Watch the instance boot and log in without a network connection.</p>
      <div>
        <SerialConsoleLink project={project} instance={instance} />
      </div>
      <h2>SSH</h2>
      {!ips.data ? (
        ips.error ? (
          <ErrorBox>{ips.error.message}</ErrorBox>
        ) : (
          <Spinner label="Loading external IPs" />
        )
      ) : address ? (
        <>
          <p>
            Connect with the user your image creates and a key you added at creation (keys come from your{' '}
            <Link href={to.sshKeys()}>SSH keys</Link>):
          </p>
          <div className="row">
            <pre>
              <code>{command}</code>
            </pre>
            <CopyButton text={command} label="Copy command" />
          </div>
        </>
      ) : (
        <EmptyState
          title="No external IP"
          body={
            <>
              The instance has no external IP to reach over SSH. Attach one on the{' '}
              <Link href={to.instanceNetworking({ project, instance: instance.name })}>Networking</Link> tab.
            </>
          }
        />
      )}
      <InstanceSshKeys project={project} instance={instance} />
    </>
  )
}

/** 'ssh-ed25519 AAAAC3Nza…x9Qk user@host': the type and the key's ends, enough to tell keys apart. */
const keySummary = (k: string) => {
  const [type, body = '', ...comment] = k.trim().split(/\s+/)
  const short = body.length > 20 ? `${body.slice(0, 10)}…${body.slice(-6)}` : body
  return [type, short, ...comment].join(' ')
}

const keyColumns: Column<SshKey>[] = [
  { header: 'Name', cell: (k) => k.name },
  { header: 'Description', cell: (k) => k.description || <span className="muted">—</span> },
  {
    header: 'Public key',
    cell: (k) => (
      <span className="row">
        <code title={k.publicKey}>{keySummary(k.publicKey)}</code>
        <CopyButton text={k.publicKey} label={`Copy public key ${k.name}`} />
      </span>
    ),
  },
  createdCol,
]

/** The keys cloud-init put on the instance when it was created (instanceSshPublicKeyList). */
function InstanceSshKeys({ project, instance }: { project: string; instance: Instance }) {
  return (
    <section aria-labelledby="instance-ssh-keys-heading">
      <h3 id="instance-ssh-keys-heading">SSH keys added at creation</h3>
      <p className="muted">
        The public keys given to the instance when it was created. Keys added to or removed from your profile since then
        are not shown here, and do not change the instance.
      </p>
      <ListTable<SshKey>
        label="SSH keys added at creation"
        method="instanceSshPublicKeyList"
        params={{ path: { instance: instance.name }, query: { project } }}
        columns={keyColumns}
        rowName={(k) => k.name}
        empty={{
          title: 'No SSH keys',
          body: 'No public key was given to this instance at creation; sign in another way, such as the serial console.',
        }}
      />
    </section>
  )
}

export default function ConnectTab() {
  return <InstanceFrame>{(ctx) => <Connect {...ctx} />}</InstanceFrame>
}
