/**
 * The contract run speaks the API versions the console speaks, the same way (web/api/api-version.ts): it
 * asks the target for the newest and, refused, for the released one; then every case is sent where that
 * version has its operation (web/api/version-shapes.ts), and a case whose operation the version does not
 * have is skipped, with the reason printed.
 */
import type { Case, Step } from '../../contract/case.ts'
import { isVersionRefusal, SPOKEN_VERSIONS } from '../../web/api/api-version.ts'
import { routes } from '../../web/api/generated/routes.ts'
import { notOfferedIn, pathIn } from '../../web/api/version-shapes.ts'

/**
 * The newest version the target serves of those the console speaks, by a public GET /v1/ping in each, newest
 * first; an Error naming what the target said when it serves none of them.
 */
export async function negotiateVersion(base: string, get: typeof fetch = fetch): Promise<string | Error> {
  let said = ''
  for (const version of SPOKEN_VERSIONS) {
    const response = await get(`${base}/v1/ping`, { headers: { 'api-version': version } })
    if (response.ok) return version
    const message = ((await response.json().catch(() => ({}))) as { message?: unknown }).message
    said = `${response.status} ${typeof message === 'string' ? message : ''}`.trim()
    if (!isVersionRefusal(response.status, message)) break
  }
  return new Error(`the target serves none of the API versions ${SPOKEN_VERSIONS.join(', ')}: it answered ${said}`)
}

/** Route templates as patterns, to name the operation a case's path and method reach. */
const patterns = Object.entries(routes).map(([operation, route]) => {
  const [method, template] = route.split(' ')
  const re = new RegExp('^' + template.replace(/\{\w+\}/g, '[^/]+') + '$')
  return { operation, method, re }
})

/** The client's name of the operation `step` calls, when the API has it. */
export function operationOf(step: Pick<Step, 'method' | 'path'>): string | undefined {
  const path = step.path.split('?')[0]
  return patterns.find((p) => p.method === step.method && p.re.test(path))?.operation
}

const moved = <S extends Step>(step: S, version: string): S => ({ ...step, path: pathIn(version, step.path) })

/** The cases as sent in `version`, and those it cannot run, with why. */
export function casesIn(cases: Case[], version: string): { cases: Case[]; skipped: { case: Case; why: string }[] } {
  const kept: Case[] = []
  const skipped: { case: Case; why: string }[] = []
  for (const c of cases) {
    const why = [c, ...(c.setup ?? [])].map((s) => notOfferedIn(version, operationOf(s))).find(Boolean)
    if (why) skipped.push({ case: c, why })
    else kept.push({ ...moved(c, version), setup: c.setup?.map((s) => moved(s, version)) })
  }
  return { cases: kept, skipped }
}
