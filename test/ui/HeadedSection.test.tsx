import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { HeadedSection } from '../../web/ui/HeadedSection'
import { render, withDom } from '../../test-support/dom'

const Section = suite('HeadedSection')
withDom(Section)

Section('the section is named by its heading', () => {
  const body = render(
    <HeadedSection heading="Secrets">
      <p>rows</p>
    </HeadedSection>,
  )
  const section = body.querySelector('section')!
  const heading = body.querySelector('h2')!
  assert.is(heading.textContent, 'Secrets')
  assert.is(section.getAttribute('aria-labelledby'), heading.id)
  assert.is(body.querySelector('.toolbar'), null)
})

Section('an action sits beside the heading, in the toolbar', () => {
  const body = render(
    <HeadedSection heading="Local users" action={<button>New user</button>}>
      <p>rows</p>
    </HeadedSection>,
  )
  const toolbar = body.querySelector('.toolbar')!
  assert.is(toolbar.querySelector('h2')?.textContent, 'Local users')
  assert.is(toolbar.querySelector('button')?.textContent, 'New user')
})

Section.run()
