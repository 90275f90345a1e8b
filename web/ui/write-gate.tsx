import { createContext, useContext, type ReactNode } from 'react'

/**
 * Why the signed-in user cannot change anything on the current page ('Only project collaborators
 * and admins can do this'), or undefined when they can. The frame around a page works it out from
 * the user's role (web/pages/layout/write-gate.ts) and provides it here, so every write control
 * that opts in (a form's submit, a row action that sends a request, a bulk action, a `write`
 * button or create link) is disabled with that reason instead of failing with a 403 after the
 * user has filled it in (DESIGN: disabled with a reason, never hidden).
 *
 * This layer knows nothing of roles: it only carries the reason.
 */
const WriteGateContext = createContext<string | undefined>(undefined)

export function WriteGate({ reason, children }: { reason: string | undefined; children: ReactNode }) {
  return <WriteGateContext.Provider value={reason}>{children}</WriteGateContext.Provider>
}

/** The reason writes are disabled on this page, or undefined. */
export function useWriteGate(): string | undefined {
  return useContext(WriteGateContext)
}

/**
 * The disabled reason of an action: its own first, else the page's write gate when the action
 * sends a request or opens a form that does (a `request` preview or `write` marks it; plain
 * navigation and Copy ID stay usable), unless the action's own reason already answers for the role.
 */
export function gatedReason(
  action: { disabled?: string | false; request?: unknown; write?: boolean; ownRole?: boolean },
  gate: string | undefined,
): string | undefined {
  return action.disabled || ((action.request || action.write) && !action.ownRole ? gate : undefined) || undefined
}
