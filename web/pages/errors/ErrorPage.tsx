import type { ReactNode } from 'react'
import { useQuery } from '../../api/reads'
import type { ApiErrorThrown } from '../../api/call'
import {
  ERROR_BODY,
  ERROR_TITLE,
  IDP_DOCS_URL,
  NOT_FOUND_BODY,
  NOT_FOUND_TITLE,
  NOT_OFFERED_TITLE,
  NO_GROUPS_NOTICE,
} from './texts'
import { SignOutButton } from './SignOutButton'
import { LinkButton } from '../../ui/Button'
import { to } from '../../urls'

function ErrorShell({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <div className="empty" role="alert" aria-live="assertive">
      <h1>{title}</h1>
      <p>{body}</p>
      {children}
      <div className="row" style={{ justifyContent: 'center', marginTop: '1rem' }}>
        <LinkButton href={to.projects()}>Go to projects</LinkButton>
        <SignOutButton />
      </div>
    </div>
  )
}

export function NotFound() {
  return <ErrorShell title={NOT_FOUND_TITLE} body={NOT_FOUND_BODY} />
}

/**
 * the rules: screens: on a 403, a signed-in user with no groups and no role on the silo is told why,
 * since that nearly always means the identity provider is misconfigured.
 */
function NoGroupsNotice() {
  const me = useQuery('currentUserView', {})
  const groups = useQuery('currentUserGroups', {})
  const policy = useQuery('policyView', {})
  if (!me.data || !groups.data || policy.isLoading) return null
  const hasGroups = groups.data.items.length > 0
  const hasRole = policy.data?.roleAssignments.some((a) => a.identityId === me.data!.id) ?? false
  if (hasGroups || hasRole) return null
  return (
    <p className="error-box">
      {NO_GROUPS_NOTICE}{' '}
      <a href={IDP_DOCS_URL} target="_blank" rel="noreferrer">
        Read the identity provider documentation
      </a>
    </p>
  )
}

export function ErrorPage({ error }: { error: unknown }) {
  const status = (error as ApiErrorThrown | undefined)?.statusCode
  if (status === 404) return <NotFound />
  // the page's main read is an operation this control plane does not offer: say which, not "try again"
  if (status === 501) return <ErrorShell title={NOT_OFFERED_TITLE} body={(error as ApiErrorThrown).message} />
  return (
    <ErrorShell title={ERROR_TITLE} body={ERROR_BODY}>
      {status === 403 && <NoGroupsNotice />}
    </ErrorShell>
  )
}
