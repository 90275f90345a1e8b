import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { useEffect, useRef, useState } from 'react'
import {
  ErrorSummary,
  fieldProblems,
  notListed,
  problemText,
  summaryHeading,
  type FieldProblem,
} from '../../web/ui/ErrorSummary'
import { SelectField, TextField } from '../../web/ui/Field'
import { render, withDom } from '../../test-support/dom'

const Summary = suite('ErrorSummary')
withDom(Summary)

const noop = () => undefined

const fieldsOnly = (
  <>
    <TextField label="Hostname" value="" onValue={noop} hint="Defaults to the instance name." />
    <TextField label="Name" required value="" onValue={noop} error="Name is required" />
    <TextField label="IP address" value="1.2" onValue={noop} hint="IPv4 or IPv6" error="Not a valid IP address" />
    <SelectField label="Image" required value="" onValue={noop} options={[]} error="Image is required" />
  </>
)
const fields = <form>{fieldsOnly}</form>

Summary('lists every invalid field in page order, by its label and its message, never its hint', () => {
  const body = render(fields)
  const problems = fieldProblems(body.querySelector('form')!)
  assert.equal(
    problems.map(({ label, message }) => ({ label, message })),
    [
      // the required star is hidden from assistive technology, so it is not part of the label
      { label: 'Name', message: 'Name is required' },
      { label: 'IP address', message: 'Not a valid IP address' },
      { label: 'Image', message: 'Image is required' },
    ],
  )
  for (const p of problems) assert.is(document.getElementById(p.id)?.getAttribute('aria-invalid'), 'true')
})

Summary("each link's text names the field and the problem, once", () => {
  assert.is(problemText({ id: 'a', label: 'Name', message: 'Name is required' }), 'Name is required')
  assert.is(
    problemText({ id: 'b', label: 'IP address', message: 'Not a valid IP address' }),
    'IP address: Not a valid IP address',
  )
  assert.is(problemText({ id: 'c', label: 'Size', message: '' }), 'Size')
  assert.is(
    problemText({ id: 'd', label: 'Certificate chain (PEM)', message: 'Certificate chain is required' }),
    'Certificate chain is required',
  )
})

Summary('the heading counts the problems', () => {
  assert.is(summaryHeading(1), 'Error')
  assert.is(summaryHeading(2), '2 issues:')
})

/** A form that lists its own problems once mounted, as a shell does after a failed submit. */
function Listed() {
  const ref = useRef<HTMLFormElement>(null)
  const [problems, setProblems] = useState<FieldProblem[]>([])
  useEffect(() => setProblems(fieldProblems(ref.current!)), [])
  return (
    <form ref={ref}>
      <ErrorSummary problems={problems} />
      {fieldsOnly}
    </form>
  )
}

Summary('a region named by its heading, focusable, one link per problem that takes the person to its field', () => {
  const body = render(<Listed />)
  const region = body.querySelector('section')!
  assert.is(region.getAttribute('tabindex'), '-1')
  assert.is(document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent, '3 issues:')
  const links = [...region.querySelectorAll('a')]
  assert.equal(
    links.map((a) => a.textContent),
    ['Name is required', 'IP address: Not a valid IP address', 'Image is required'],
  )
  const select = body.querySelector('select')!
  assert.is(links[2].getAttribute('href'), `#${select.id}`)
  act(() => links[2].click())
  assert.is(document.activeElement, select)
  // the fragment is not followed: the router must not see a navigation
  assert.is(location.hash, '')
})

Summary("a form's own list keeps only what the summary does not link", () => {
  const problems = [
    { id: 'a', label: 'Name', message: 'Name is required' },
    { id: 'b', label: 'Block 2 first address', message: 'Not a valid IP address' },
  ]
  assert.equal(notListed(['Name is required', 'Block 2: Not a valid IP address', 'Add at least one block'], problems), [
    'Add at least one block',
  ])
  assert.equal(notListed(['Name is required'], []), ['Name is required'])
})

Summary('no problems render nothing', () => {
  const body = render(<ErrorSummary problems={[]} />)
  assert.is(body.textContent, '')
  assert.is(body.querySelector('section'), null)
})

Summary.run()
