import { lazy, Suspense, useCallback, useState } from 'react'
import { Button } from './Button'
import type { TerraformSource } from './TerraformDialog'

// the dialog and its copy/download buttons load on first use, off the page's own chunk
const TerraformDialog = lazy(() => import('./TerraformDialog'))

type TerraformProps = { title: string; load: () => Promise<string>; filename?: string }

/**
 * The Terraform dialog's state for a page that offers "Copy as Terraform" from a menu rather
 * than a button of its own: `show` opens it, `dialog` is rendered anywhere on the page.
 */
export function useTerraformDialog({ title, load, filename }: TerraformProps) {
  const [open, setOpen] = useState(false)
  // one identity per mount: the dialog loads once per opening, not on every render
  const source: TerraformSource = useCallback(() => load(), []) // eslint-disable-line react-hooks/exhaustive-deps -- the page's loader closes over its route params, fixed for the mount
  const dialog = open && (
    <Suspense fallback={null}>
      <TerraformDialog title={title} load={source} filename={filename} onClose={() => setOpen(false)} />
    </Suspense>
  )
  return { show: () => setOpen(true), dialog }
}

/**
 * "Copy as Terraform" on a resource page: opens a dialog that writes the resource
 * (and what comes with it) as HCL for Oxide's Terraform provider. `load` reads and writes it;
 * the page hands in a loader from web/api/terraform.
 */
export function CopyTerraformButton({ label = 'Copy as Terraform', ...props }: TerraformProps & { label?: string }) {
  const { show, dialog } = useTerraformDialog(props)
  return (
    <>
      <Button size="sm" onClick={show}>
        {label}
      </Button>
      {dialog}
    </>
  )
}
