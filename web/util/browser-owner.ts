/**
 * Who is signed in on this browser, as far as the console knows: the silo and user of the last
 * sign-in it saw (`siloId/userId`), in localStorage so every tab shares it. What the console keeps
 * for a user in the browser (drafts, the search index, recent projects, jobs, resume points) is
 * kept for this owner, and set aside or dropped when another one signs in
 * (web/pages/common/activity/browser-claim.ts). Unset at sign-out, and while a sign-in is under way that the
 * console cannot follow (SAML), until the signed-in user is known.
 */
const KEY = 'rack-console.signed-in-as'

/** The owner key of a user as the API names them (currentUserView). */
export const ownerOf = (me: { siloId: string; id: string }) => `${me.siloId}/${me.id}`

export function browserOwner(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? undefined
  } catch {
    return undefined
  }
}

export function setBrowserOwner(owner: string | undefined): void {
  try {
    if (owner === undefined) globalThis.localStorage?.removeItem(KEY)
    else globalThis.localStorage?.setItem(KEY, owner)
  } catch {
    // storage refused: nothing of the user's is kept either
  }
}
