import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { CONSOLE_NAME, pageTitle } from '../../web/routing/types'

test('page title is the breadcrumb labels reversed, joined by " / ", ending with the console name (the rules: screens)', () => {
  assert.is(
    pageTitle([{ label: 'Projects' }, { label: 'mock-project' }, { label: 'Instances' }]),
    `Instances / mock-project / Projects / ${CONSOLE_NAME}`,
  )
})

test('a page with no crumbs is titled with the console name alone', () => {
  assert.is(pageTitle([]), CONSOLE_NAME)
})

test.run()
