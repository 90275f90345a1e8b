/** Command line of `npm run contract` (contract/README.md). */
import { parseArgs } from 'node:util'

export type ContractArgs =
  | { mode: 'mock'; filter?: string; verbose: boolean }
  | { mode: 'rack'; api: string; token: string; insecure: boolean; filter?: string; verbose: boolean }
  | { mode: 'sources'; omicron: string }
  | { mode: 'help' }

export const usage = `usage: npm run contract [-- options]
  (no options)          start the built-in mock on a free loopback port and run every case
  --api URL --token T   run only the read-only cases against a rack (token: \`oxide auth login\`)
  --insecure            accept the rack's self-signed certificate
  --grep TEXT           only cases whose source, method or path contains TEXT
  --omicron DIR         hold every case's request, status and message against the text of the omicron test it
                        cites (DIR: a checkout or its git directory) and list the cases by how they match (runs nothing)
  --verbose             print every case, not only failures`

/** Parsed arguments, or an Error whose message says what is wrong. */
export function parseContractArgs(argv: string[]): ContractArgs | Error {
  let values
  try {
    values = parseArgs({
      args: argv,
      options: {
        api: { type: 'string' },
        token: { type: 'string' },
        insecure: { type: 'boolean', default: false },
        grep: { type: 'string' },
        omicron: { type: 'string' },
        verbose: { type: 'boolean', short: 'v', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (e) {
    return new Error((e as Error).message)
  }
  if (values.help) return { mode: 'help' }
  if (values.omicron !== undefined) {
    if (!values.omicron) return new Error('--omicron needs the path of an omicron checkout or git directory')
    if (values.api !== undefined || values.token !== undefined) return new Error('--omicron runs no cases: drop --api')
    return { mode: 'sources', omicron: values.omicron }
  }
  const filter = values.grep || undefined
  const verbose = values.verbose ?? false
  if (values.api === undefined && values.token === undefined) {
    if (values.insecure) return new Error('--insecure needs --api')
    return { mode: 'mock', filter, verbose }
  }
  if (!values.api) return new Error('--token needs --api URL')
  if (!values.token) return new Error('--api needs --token TOKEN (a device token: `oxide auth login`)')
  let url: URL
  try {
    url = new URL(values.api)
  } catch {
    return new Error(`--api must be a URL, got '${values.api}'`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return new Error('--api must be an http(s) URL')
  const api = url.origin + url.pathname.replace(/\/+$/, '')
  return { mode: 'rack', api, token: values.token, insecure: values.insecure ?? false, filter, verbose }
}
