/**
 * A browser is shared: what the console keeps in it for a user (drafts, recent projects, the search
 * index, Activity jobs and history, disk-import resume points) is theirs alone. Once the signed-in
 * user is known (right after each sign-in, and on each load in the frame) the browser is claimed for
 * them: what another user left goes, the user's own stays. Saved views are set aside instead (kept
 * under each user, ./saved-views.ts): they are the user's settings, not traces of their work.
 */
import { useEffect } from 'react'
import { forgetRecentProjects, noteUnownedVisits } from '../../../api/search/recent'
import { forgetOtherOwnersResumePoints } from '../../../upload/resume'
import { browserOwner, ownerOf, setBrowserOwner } from '../../../util/browser-owner'
import { forgetDrafts, keepDraftsOnlyFor } from '../../../util/drafts'
import { forgetOtherOwnersActivity } from './activity-persist'

/**
 * `owner` (`siloId/userId`) is the user signed in. Resolves once another user's search index is gone
 * too (at most a second: a blocked delete never holds a sign-in up); whether anything was dropped.
 */
export async function claimBrowser(owner: string): Promise<boolean> {
  const previous = browserOwner()
  // before the owner is recorded: a form mounting now must not be offered another user's draft
  const draftsDropped = keepDraftsOnlyFor(owner)
  setBrowserOwner(owner)
  noteUnownedVisits(owner)
  if (previous === owner) return draftsDropped
  forgetRecentProjects(owner)
  forgetOtherOwnersActivity(owner)
  forgetOtherOwnersResumePoints(owner)
  // the search index is kept per owner: the others' go; its code loads only now, off the first route
  await import('../../../api/search/idb-store').then((m) => m.forgetOtherOwners(owner)).catch(() => undefined)
  return true
}

/**
 * A sign-in the console cannot follow is under way (SAML: the identity provider sends the browser
 * back to a page of the console, signed in as whoever signed in there). Until the frame learns who
 * that is, nothing kept for the previous user is offered.
 */
export function signInUnderWay(): void {
  setBrowserOwner(undefined)
}

/** Sign-out: this tab's drafts go with the session, and nobody is signed in on the browser. */
export function releaseBrowser(): void {
  forgetDrafts()
  setBrowserOwner(undefined)
}

/** The frame's claim: once the signed-in user is known, on every load. */
export function useBrowserClaim(me: { siloId: string; id: string } | undefined): void {
  const owner = me ? ownerOf(me) : undefined
  useEffect(() => {
    if (owner) void claimBrowser(owner)
  }, [owner])
}
