import { ESLint } from 'eslint'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'

/**
 * The layer boundaries of the shape of the code as eslint.config.js holds them: each case lints a line of code
 * as if it sat in a file of that layer (nothing is written to disk) and lists the rules it breaks.
 */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname })

async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath })
  return result.messages.map((m) => m.ruleId ?? m.message)
}

const Boundaries = suite('eslint.config.js boundaries')
const restricted = '@typescript-eslint/no-restricted-imports'

const cases: [file: string, code: string, allowed: boolean][] = [
  // web/ui: router-, data- and page-agnostic
  ['web/ui/X.tsx', "export { api } from '../api/client'", false],
  ['web/ui/X.tsx', "export type { Project } from '../api/generated/types'", false],
  ['web/ui/X.tsx', "export { pb } from '../pages/common/columns'", false],
  ['web/ui/X.tsx', "export { Link } from 'wouter'", false],
  ['web/ui/X.tsx', "export { default } from 'swr'", false],
  ['web/ui/X.tsx', "export { Button } from './Button'", true],
  ['web/ui/X.tsx', "export { formatValue } from '../util/format-value'", true],
  // the app never imports the mock
  ['web/pages/project/disks/X.tsx', "export { db } from '../../../mock/db'", false],
  ['web/api/x.ts', "export { db } from '../mock/db'", false],
  ['web/routes.tsx', "export { db } from './mock/db'", false],
  ['web/pages/project/disks/X.tsx', "export { api } from '../../../api/client'", true],
  // pages read and write only through web/api's hooks
  ['web/pages/project/disks/X.tsx', "export { default } from 'swr'", false],
  ['web/pages/project/disks/X.tsx', "export { useSWRConfig } from 'swr/infinite'", false],
  ['web/pages/project/disks/X.tsx', "export { callOrThrow } from '../../../api/call'", false],
  ['web/pages/project/disks/X.tsx', "export { ApiErrorThrown } from '../../../api/call'", true],
  ['web/pages/project/disks/X.tsx', "export { db } from '../../../mock/db'", false],
  ['web/api/x.ts', "export { callOrThrow } from './call'", true],
  ['web/api/x.ts', "export { default } from 'swr'", true],
  // the mock: only types and generated code from web/api
  ['web/mock/handlers/x.ts', "export { api } from '../../api/client'", false],
  ['web/mock/handlers/x.ts', "export type { Api } from '../../api/client'", true],
  ['web/mock/handlers/x.ts', "export { operations } from '../../api/generated/operations'", true],
  ['web/mock/handlers/x.ts', "export { ListPage } from '../../pages/common/ListPage'", false],
  ['web/mock/handlers/x.ts', "export { Button } from '../../ui/Button'", false],
  ['web/mock/handlers/x.ts', "export { useState } from 'react'", false],
  ['web/mock/handlers/x.ts', "export { http } from 'msw'", true],
  // routing takes the route table as an argument; util sits below ui
  ['web/routing/x.ts', "export { Shell } from '../pages/layout/Shell'", false],
  ['web/routing/x.ts', "export { startQuery } from '../api/queries'", true],
  ['web/util/x.ts', "export type { Column } from '../ui/Table'", false],
  ['web/util/x.ts', "export { formatBytes } from './format'", true],
  // the URLs import no page, so any page may link by them
  ['web/urls.ts', "export { projectAreas } from './pages/project/areas'", false],
  ['web/urls.ts', "export { route } from './routing/route'", true],
]

/** Frames stand alone: one frame never imports another; shared folders import none. */
const frameRule = 'local/frame-boundaries'
const frameCases: [file: string, code: string, allowed: boolean][] = [
  ['web/pages/silo/images/X.tsx', "export { imageColumns } from '../../project/images/image-columns'", false],
  ['web/pages/system/inventory/X.tsx', "export { Badge } from '../../project/instances/Badge'", false],
  ['web/pages/silo/utilization/X.tsx', "const m = () => import('../../system/utilization/Page')", false],
  ['web/pages/common/access/X.tsx', "export { expiresCol } from '../../settings/time-columns'", false],
  ['web/pages/layout/X.tsx', "export * from '../project/instances/actions'", false],
  ['web/pages/silo/images/X.tsx', "export { imageColumns } from '../../common/images/image-columns'", true],
  ['web/pages/system/X.tsx', "export { Shell } from '../layout/Shell'", true],
  ['web/pages/project/disks/X.tsx', "export { useDiskActions } from './actions'", true],
  ['web/pages/project/disks/X.tsx', "export { instanceCrumbs } from '../instances/crumbs'", true],
  // resolved, not matched by name: settings/auth is the settings frame's own folder
  ['web/pages/settings/auth/X.tsx', "export { ttl } from '../auth/ttl'", true],
  ['web/pages/settings/X.tsx', "export { loginForm } from '../auth/login-form'", false],
]

for (const [file, code, allowed] of frameCases) {
  Boundaries(`${file}: ${code} is ${allowed ? 'allowed' : 'refused'} (frames)`, async () => {
    const rules = await brokenRules(file, code)
    assert.is(rules.includes(frameRule), !allowed, rules.join(', '))
  })
}

for (const [file, code, allowed] of cases) {
  Boundaries(`${file}: ${code} is ${allowed ? 'allowed' : 'refused'}`, async () => {
    const rules = await brokenRules(file, code)
    assert.is(rules.includes(restricted), !allowed, rules.join(', '))
  })
}

Boundaries('an eslint-disable comment that no longer disables anything is an error', async () => {
  const [result] = await eslint.lintText('export const x = 1 // eslint-disable-line no-control-regex\n', {
    filePath: 'web/util/x.ts',
  })
  assert.equal(
    result.messages.map((m) => [m.severity, m.message.startsWith('Unused eslint-disable directive')]),
    [[2, true]],
  )
})

Boundaries.run()
