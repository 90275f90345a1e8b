import { useState } from 'react'
import { useQuery } from '../../../api/reads'
import { firstStepColor, firstSteps, firstStepsComplete, type FirstStepId } from '../../../api/rules/first-steps'
import { to } from '../../../urls'
import { Badge } from '../../../ui/Badge'
import { Button, LinkButton } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { ErrorBox } from '../../../ui/ErrorBox'
import { PanelBoundary } from '../../../ui/PanelBoundary'
import { stepRequest } from './step-requests'
import { useFirstSteps, type FirstStepsData } from './use-first-steps'

/** Each step as done and as still to do, and the form that takes it. */
const steps: Record<FirstStepId, { done: string; todo: string; action: string }> = {
  project: { done: 'You have a project', todo: 'A project holds your instances', action: 'New project' },
  image: { done: 'An image is available to boot from', todo: 'No image to boot from yet', action: 'Upload an image' },
  sshKey: {
    done: 'You have an SSH key',
    todo: 'Add your SSH public key to sign in to instances',
    action: 'Add an SSH key',
  },
  sshRule: {
    done: 'A firewall rule lets SSH (TCP 22) into the default VPC',
    todo: 'No firewall rule lets SSH (TCP 22) into the default VPC',
    action: 'Add a firewall rule',
  },
  instance: { done: 'An instance exists', todo: 'No instance yet', action: 'New instance' },
  address: {
    done: 'An instance has an external address',
    todo: 'Give an instance an external address to reach it',
    action: 'Attach an external IP',
  },
}

function stepHref(id: FirstStepId, project: string | undefined, d: FirstStepsData): string {
  if (id === 'project' || !project) return id === 'sshKey' ? to.sshKeysNew() : to.projectsNew()
  switch (id) {
    case 'image':
      return to.projectImagesNew({ project })
    case 'sshKey':
      return to.sshKeysNew()
    case 'sshRule':
      return to.vpcFirewallRulesNew({ project, vpc: 'default' })
    case 'instance':
      return to.instancesNew({ project })
    case 'address':
      return d.instances[0]
        ? to.instanceNetworking({ project, instance: d.instances[0].name })
        : to.instancesNew({ project })
  }
}

/** 'images, SSH keys and instances' */
const listOf = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`

// Remembered per project in this browser: dismissing is a reader's choice, not the project's state.
const storageKey = (project: string | undefined) => `first-steps-dismissed:${project ?? ''}`
function useDismissed(project: string | undefined) {
  const [dismissed, setDismissed] = useState(() => {
    try {
      return localStorage.getItem(storageKey(project)) === '1'
    } catch {
      return false // storage refused (private mode): shown, and dismissing lasts for this page
    }
  })
  const dismiss = () => {
    setDismissed(true)
    try {
      localStorage.setItem(storageKey(project), '1')
    } catch {
      // as above
    }
  }
  return [dismissed, dismiss] as const
}

function Checklist({ project, data, onDismiss }: { project?: string; data: FirstStepsData; onDismiss: () => void }) {
  return (
    <section className="first-steps" aria-labelledby="first-steps-heading">
      <div className="toolbar">
        <h2 id="first-steps-heading" className="grow">
          First steps
        </h2>
        <Button size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
      <p className="muted">What you need to reach an instance of your own, and what you have already.</p>
      {data.unread.length > 0 && (
        <ErrorBox title={`Could not read ${listOf(data.unread)}`} onRetry={data.retry}>
          The steps that depend on them show as still to do.
        </ErrorBox>
      )}
      <ol aria-label="First steps">
        {firstSteps(data.input).map(({ id, done }) => (
          <li key={id} className="row">
            <Badge color={firstStepColor[done ? 'done' : 'todo']}>{done ? 'Done' : 'To do'}</Badge>
            <span className="grow">{done ? steps[id].done : steps[id].todo}</span>
            {!done && (
              <>
                <LinkButton size="sm" href={stepHref(id, project, data)}>
                  {steps[id].action}
                </LinkButton>
                <CopyRequestButton title={steps[id].action} request={stepRequest(id, project, data)} />
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}

/**
 * First steps in a project: shown until the project has a running instance that can be reached from
 * outside, or until dismissed.
 */
export function ProjectFirstSteps({ project }: { project: string }) {
  // an answer the checklist cannot draw (a malformed list) fails the checklist alone, never the list below it
  return (
    <PanelBoundary title="First steps">
      <ProjectChecklist project={project} />
    </PanelBoundary>
  )
}

function ProjectChecklist({ project }: { project: string }) {
  const data = useFirstSteps(project)
  const [dismissed, dismiss] = useDismissed(project)
  if (dismissed || !data || firstStepsComplete(data.input)) return null
  return <Checklist project={project} data={data} onDismiss={dismiss} />
}

function NoProjectChecklist() {
  const data = useFirstSteps(undefined)
  const [dismissed, dismiss] = useDismissed(undefined)
  if (dismissed || !data) return null
  return <Checklist data={data} onDismiss={dismiss} />
}

/** First steps on the projects list, for a user who has no project yet. */
export function NoProjectFirstSteps() {
  const projects = useQuery('projectList', { query: { limit: 1 } })
  if (projects.data?.items.length !== 0) return null
  return (
    <PanelBoundary title="First steps">
      <NoProjectChecklist />
    </PanelBoundary>
  )
}
