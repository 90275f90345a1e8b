import { lazy, Suspense, useState } from 'react'
import { Button } from './Button'

/**
 * "Copy as CLI / API". Plain data: web/api/request-preview.ts builds it from an API
 * call; this layer only shows it. `body` is the JSON body in its wire form, already formatted.
 */
export type RequestPreview = {
  cli: string
  method: string
  url: string
  body?: string
  /** The object the request creates, as HCL for Oxide's Terraform provider; undefined when it has none. */
  terraform?: () => Promise<string | undefined>
}

/** One request in the dialog; a row menu lists every action of the row. */
export type RequestPreviewItem = {
  label?: string
  request: RequestPreview
  /** Why the action cannot run right now (it is disabled in the menu). */
  note?: string
}

/** What a form or a menu action hands over: the request, or a reason there is none to show. */
export type RequestSource = () => RequestPreview | string | undefined

/** Shown when a form's values cannot make a request yet. */
export const FIX_FORM_FIRST = 'Fix the form first'

/** The text the API copy button puts on the clipboard: request line, blank line, body. */
export const apiText = (r: RequestPreview) => `${r.method} ${r.url}` + (r.body ? `\n\n${r.body}` : '')

/** The dialog (headlessui Dialog, CopyButton) loads on first use, off the first route. */
const RequestPreviewDialog = lazy(() => import('./RequestPreviewDialog'))

export function CopyRequestDialog({
  title,
  items,
  onClose,
}: {
  title: string
  items: RequestPreviewItem[]
  onClose: () => void
}) {
  return (
    <Suspense fallback={null}>
      <RequestPreviewDialog title={title} items={items} onClose={onClose} />
    </Suspense>
  )
}

/** Resolves a source: the request, or the reason there is none ('Fix the form first' by default). */
export function resolveRequest(source: RequestSource): RequestPreview | string {
  try {
    return source() ?? FIX_FORM_FIRST
  } catch {
    // A half-filled form can make the body builder throw (a missing selection); same answer.
    return FIX_FORM_FIRST
  }
}

/**
 * The footer button of a create form: opens the dialog with the request the form's current values
 * would send. Disabled, with the reason, while the values cannot make one.
 */
export function CopyRequestButton({ title, request }: { title: string; request: RequestSource }) {
  const [open, setOpen] = useState<RequestPreview | null>(null)
  const current = resolveRequest(request)
  return (
    <>
      <Button
        className="copy-request"
        disabledReason={typeof current === 'string' ? current : undefined}
        onClick={() => typeof current !== 'string' && setOpen(current)}
      >
        Copy as CLI / API
      </Button>
      {open && <CopyRequestDialog title={title} items={[{ request: open }]} onClose={() => setOpen(null)} />}
    </>
  )
}
