/**
 * Serve dist/ like a control plane would.
 *
 *   node --import tsx embed/cli.ts                 built-in mock API
 *   node --import tsx embed/cli.ts --api URL       proxy the API to a rack
 *
 * Env: HOST (127.0.0.1), PORT (4000; 0 picks a free port), MOCK_LATENCY (0, ms or
 * min-max), MOCK_CHAOS (a fraction; off), MOCK_FLEET (default | large), MOCK_TEST_HOOKS (0 | 1).
 */
import './polyfill.ts'
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { isHostName } from './hosts.ts'
import { demoCredentials, mockOptionsFromEnv } from './mock-adapter.ts'
import { createConsoleServer } from './server.ts'

const usage = `usage: embed/cli.ts [--api URL] [--insecure] [--dist DIR] [--allowed-host NAME]... [--tls-terminated] [--test-hooks]
  --api URL             proxy /v1, /experimental, /device, /login and the serial console to URL
  --insecure            accept a self-signed certificate from --api
  --dist DIR            the built console (default: dist/ next to embed/)
  --allowed-host NAME   also answer for this host name (repeatable); localhost, 127.0.0.1, [::1] and
                        HOST always are, any other Host is refused with 421
  --tls-terminated      browsers reach this server over https (TLS ends in front of it): Secure cookies,
                        https origin, HSTS and COOP
  --test-hooks          answer the mock's /v1/__mock/* test hooks (tests only; also MOCK_TEST_HOOKS=1)
env: HOST (127.0.0.1), PORT (4000), MOCK_LATENCY (0 | ms | min-max), MOCK_CHAOS (fraction),
     MOCK_FLEET (default | large: the rack-sized fleet of web/mock/README.md), MOCK_TEST_HOOKS (0 | 1)`

let args
try {
  args = parseArgs({
    options: {
      api: { type: 'string' },
      insecure: { type: 'boolean', default: false },
      dist: { type: 'string' },
      'allowed-host': { type: 'string', multiple: true, default: [] },
      'tls-terminated': { type: 'boolean', default: false },
      'test-hooks': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`)
  process.exit(2)
}
if (args.help) {
  console.log(usage)
  process.exit(0)
}
const allowedHosts = args['allowed-host'] ?? []
for (const name of allowedHosts) {
  if (!isHostName(name)) {
    console.error(`--allowed-host takes a host name or IP address without a port, got '${name}'\n${usage}`)
    process.exit(2)
  }
}

const distDir = args.dist ? resolve(args.dist) : fileURLToPath(new URL('../dist', import.meta.url))
if (!existsSync(resolve(distDir, 'index.html'))) {
  console.error(`No console build in ${distDir}: run \`npm run build\` first.`)
  process.exit(1)
}

const host = process.env.HOST || '127.0.0.1'
const port = Number(process.env.PORT ?? 4000)
const common = { distDir, allowedHosts: [...allowedHosts, host], tlsTerminated: args['tls-terminated'] }
let mock
try {
  mock = args.api ? undefined : mockOptionsFromEnv(process.env)
} catch (err) {
  console.error((err as Error).message)
  process.exit(2)
}
if (mock && args['test-hooks']) mock.testHooks = true
const server = createConsoleServer(
  args.api ? { ...common, apiUrl: args.api, insecure: args.insecure } : { ...common, mock },
)

server.on('error', (err) => {
  console.error(`Could not start the console server: ${err.message}`)
  process.exit(1)
})
server.listen(port, host, () => {
  const { port: actual } = server.address() as AddressInfo
  const shown = host.includes(':') ? `[${host}]` : host
  console.log(`Console running at http://${shown}:${actual}/`)
  if (args.api) console.log(`API proxied to ${args.api}`)
  else {
    const { silo, username, password } = demoCredentials
    console.log(`Mock API. Demo credentials: ${username} / ${password} (silo ${silo})`)
    if (mock?.testHooks) console.log('Test hooks under /v1/__mock/ are on: for tests only')
  }
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
    setTimeout(() => process.exit(0), 2000).unref()
  })
}
