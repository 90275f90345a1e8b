/**
 * The contract suite (contract/README.md): cases lifted from Nexus's integration
 * tests, run over HTTP against the built-in mock (default: every case, fresh state,
 * a free loopback port) or a rack (`--api URL --token TOKEN`: the read-only cases).
 * Prints failures and 'N passed, N failed'; exits non-zero on any failure.
 */
import '../embed/polyfill.ts'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { allCases } from '../contract/cases/index.ts'
import type { Who } from '../contract/case.ts'
import { mockOptionsFromEnv } from '../embed/mock-adapter.ts'
import { createConsoleServer } from '../embed/server.ts'
import { parseContractArgs, usage, type ContractArgs } from './contract/args.ts'
import { describe, runCase, uniqueName, type Target } from './contract/run.ts'
import { selectCases } from './contract/select.ts'
import { kindLabel, matchSource, omicronReader, type Match } from './contract/sources.ts'
import { casesIn, negotiateVersion } from './contract/versions.ts'

const PASSWORD = 'demo-password'

const parsed = parseContractArgs(process.argv.slice(2))
if (parsed instanceof Error) {
  console.error(`${parsed.message}\n${usage}`)
  process.exit(2)
}
if (parsed.mode === 'help') {
  console.log(usage)
  process.exit(0)
}
if (parsed.mode === 'sources') {
  const read = omicronReader(parsed.omicron)
  const byKind = new Map<Match['kind'], string[]>([
    ['exact', []],
    ['nexus', []],
    ['partly', []],
  ])
  for (const c of allCases) {
    const m = matchSource(c, read)
    byKind.get(m.kind)!.push(m.why.length ? `${describe(c)}\n       ${m.why.join('\n       ')}` : describe(c))
  }
  for (const [kind, lines] of byKind) {
    console.log(`${kindLabel[kind]} (${lines.length}):`)
    for (const line of lines) console.log(`  ${line}`)
  }
  const partly = byKind.get('partly')!.length
  console.log(
    [...byKind].map(([kind, lines]) => `${lines.length} ${kindLabel[kind]}`).join(', ') +
      ` of ${allCases.length} cases`,
  )
  process.exit(partly ? 1 : 0)
}
const args = parsed as Exclude<ContractArgs, { mode: 'help' | 'sources' }>

/** The API version every request names: the newest of the console's that the target serves (negotiateVersion). */
let apiVersion = ''

/** The mock's users sign in with their password; the session cookie is kept per user. */
function mockTarget(base: string): Target {
  const sessions = new Map<Who, Promise<Record<string, string>>>()
  const signIn = async (who: Who): Promise<Record<string, string>> => {
    if (who === 'anonymous') return {}
    const r = await fetch(`${base}/v1/login/default-silo/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-version': apiVersion },
      body: JSON.stringify({ username: who, password: PASSWORD }),
    })
    const cookie = /session=[^;]+/.exec(r.headers.get('set-cookie') ?? '')?.[0]
    if (!cookie) throw new Error(`could not sign in as ${who}: ${r.status}`)
    return { cookie }
  }
  return {
    base,
    headers: { 'api-version': apiVersion },
    headersFor(who) {
      if (!sessions.has(who)) sessions.set(who, signIn(who))
      return sessions.get(who)!
    },
  }
}

function rackTarget(base: string, token: string): Target {
  return {
    base,
    headers: { 'api-version': apiVersion },
    async headersFor(who): Promise<Record<string, string>> {
      if (who === 'anonymous') return {}
      if (who === 'fleet-admin') return { authorization: `Bearer ${token}` }
      throw new Error(`a rack run has no credentials for ${who}`)
    },
  }
}

async function main(): Promise<number> {
  const selected = selectCases(allCases, args.mode, args.filter)
  let target: Target
  let stop = async () => {}
  if (args.mode === 'rack') {
    if (args.insecure) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
    target = rackTarget(args.api, args.token)
    console.log(`contract: ${selected.length} read-only cases against ${args.api}`)
  } else {
    // the API needs no console build: an empty dist is enough
    const dist = mkdtempSync(join(tmpdir(), 'contract-dist-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>contract</title>\n')
    // MOCK_API_VERSION makes the mock a rack of an older release, as for `npm start`
    const { apiVersion: newest } = mockOptionsFromEnv(process.env)
    const server = createConsoleServer({ distDir: dist, mock: { latency: 0, apiVersion: newest } })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    target = mockTarget(`http://127.0.0.1:${port}`)
    stop = async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      rmSync(dist, { recursive: true, force: true })
    }
    console.log(`contract: ${selected.length} cases against the built-in mock at ${target.base}`)
  }

  // the version the console would use with this target, and the cases as that version has them
  const version = await negotiateVersion(target.base)
  if (version instanceof Error) {
    await stop()
    console.error(`contract: ${version.message}`)
    return 1
  }
  apiVersion = version
  target.headers['api-version'] = version
  const { cases, skipped } = casesIn(selected, version)
  console.log(`contract: API version ${version}`)
  for (const s of skipped) console.log(`skip ${describe(s.case)}\n     ${s.why}`)

  const runId = Date.now().toString(36).slice(-6)
  let passed = 0
  let failed = 0
  try {
    for (const [i, c] of cases.entries()) {
      let problems: string[]
      try {
        problems = (await runCase(target, c, { u: uniqueName(runId, i) })).problems
      } catch (e) {
        problems = [`request failed: ${(e as Error).message}`]
      }
      if (problems.length) {
        failed++
        console.log(`FAIL ${describe(c)}\n     ${problems.join('\n     ')}`)
      } else {
        passed++
        if (args.verbose) console.log(`ok   ${describe(c)}`)
      }
    }
  } finally {
    await stop()
  }
  console.log(
    `${passed} passed, ${failed} failed${skipped.length ? `, ${skipped.length} skipped (not in API version ${version})` : ''}`,
  )
  return failed ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e)
    process.exit(1)
  },
)
