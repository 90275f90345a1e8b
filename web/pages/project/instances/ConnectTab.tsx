import type { Instance } from '../../../api/generated/types'
import { useApiQuery } from '../../../api/hooks'
import { pb } from '../../../paths'
import { CopyButton } from '../../../ui/CopyButton'
import { EmptyState } from '../../../ui/EmptyState'
import { Link } from '../../../ui/Link'
import { Spinner } from '../../../ui/Spinner'
import { InstanceFrame, SerialConsoleLink } from './InstanceFrame'
import { sshAddress } from './nic'
import { ErrorBox } from '../../../ui/ErrorBox'

function Connect({ project, instance }: { project: string; instance: Instance }) {
  const ips = useApiQuery('instanceExternalIpList', { path: { instance: instance.name }, query: { project } })
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
            <Link href={pb.sshKeys()}>SSH keys</Link>):
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
              <Link href={pb.instanceNetworking({ project, instance: instance.name })}>Networking</Link> tab.
            </>
          }
        />
      )}
    </>
  )
}

export default function ConnectTab() {
  return <InstanceFrame>{(ctx) => <Connect {...ctx} />}</InstanceFrame>
}
