import { act } from 'preact/test-utils'

/** The control whose label reads `label` (a required field's ' *' aside). */
export const fieldLabelled = (label: string) => {
  const l = [...document.querySelectorAll('label')].find((x) => x.textContent?.replace(' *', '') === label)!
  return document.getElementById(l.htmlFor) as HTMLInputElement
}

/** Sets the labelled field to `value`, as an input event. */
export const typeInField = (label: string, value: string) =>
  act(() => {
    const el = fieldLabelled(label)
    el.value = value
    el.dispatchEvent(new Event('input', { bubbles: true }))
  })

/** Submits the page's form. */
export const submitForm = () =>
  act(
    () => void document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
  )
