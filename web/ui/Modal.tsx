import { useCloseGuard } from './close-guard'
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'

/** the rules: constants: narrow 24rem, medium 28rem, free 24-48rem. */
export type ModalWidth = 'narrow' | 'medium' | 'free'

export function Modal({
  open,
  onClose,
  title,
  width = 'medium',
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  width?: ModalWidth
  children: ReactNode
}) {
  const guardedClose = useCloseGuard(onClose)
  return (
    <Dialog open={open} onClose={guardedClose}>
      <div className="dialog-backdrop" aria-hidden="true" />
      <div className="dialog-wrap">
        <DialogPanel className={`dialog dialog-${width}`} aria-label={title}>
          <DialogTitle as="h2">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  )
}
