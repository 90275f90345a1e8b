import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { addToast, ERROR_TOAST_TIMEOUT_MS, Toaster, TOAST_TIMEOUT_MS, toastTimeout } from '../../web/ui/Toast'
import { render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'
import { act } from 'preact/test-utils'

const Toast = suite('Toast')
withDom(Toast)

Toast('timeouts are 5000 ms, or 15000 ms for errors (the rules: constants)', () => {
  assert.is(TOAST_TIMEOUT_MS, 5000)
  assert.is(ERROR_TOAST_TIMEOUT_MS, 15000)
  assert.is(toastTimeout({ content: 'x' }), 5000)
  assert.is(toastTimeout({ content: 'x', variant: 'error' }), 15000)
  assert.is(toastTimeout({ content: 'x', timeout: 30 }), 30)
})

Toast('shows title, content and call to action, then dismisses itself after its timeout', async () => {
  const body = render(<Toaster />)
  act(() => {
    addToast({
      title: 'Disk created',
      content: 'disk-9 is ready',
      timeout: 30,
      cta: { text: 'View disks', link: '/projects/p/disks' },
    })
  })
  assert.ok(body.textContent?.includes('Disk created'))
  assert.ok(body.textContent?.includes('disk-9 is ready'))
  assert.is(body.querySelector('a')?.getAttribute('href'), '/projects/p/disks')
  // Bounded below the 5 s default, so a toast that ignored its own 30 ms would still fail.
  await until(() => !body.textContent?.includes('Disk created'), {
    what: 'the toast gone after its 30 ms',
    timeout: TOAST_TIMEOUT_MS / 2,
  })
})

Toast('error toasts are announced as alerts', () => {
  const body = render(<Toaster />)
  act(() => {
    addToast({ variant: 'error', title: 'Earlier failure', content: 'Still shown', timeout: null })
    addToast({ variant: 'error', title: 'Could not delete disk', content: 'Disk is attached', timeout: null })
  })
  // uvu runs every file in one process and the toast list is module state, so other suites' error toasts may
  // still be shown: find this toast's own element rather than the first alert on the page.
  const own = [...body.querySelectorAll('[role=alert], [role=status]')].find((t) =>
    t.textContent?.includes('Disk is attached'),
  )
  assert.is(own?.getAttribute('role'), 'alert')
})

Toast.run()
