/**
 * Serve dist/ like a control plane would.
 *
 *   node --import tsx embed/cli.ts                 built-in mock API
 *   node --import tsx embed/cli.ts --api URL       proxy the API to a rack
 *
 * Env: HOST (127.0.0.1), PORT (4000; 0 picks a free port), MOCK_LATENCY (0, ms or
 * min-max), MOCK_CHAOS (a fraction; off), MOCK_FLEET (default | large).
 */
import './polyfill.ts'
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { demoCredentials, mockOptionsFromEnv } from './mock-adapter.ts'
import { createConsoleServer } from './server.ts'

const usage = `usage: embed/cli.ts [--api URL] [--insecure] [--dist DIR]
  --api URL    proxy /v1, /experimental, /device, /login and the serial console to URL
  --insecure   accept a self-signed certificate from --api
  --dist DIR   the built console (default: dist/ next to embed/)
env: HOST (127.0.0.1), PORT (4000), MOCK_LATENCY (0 | ms | min-max), MOCK_CHAOS (fraction),
     MOCK_FLEET (default | large: the rack-sized fleet of web/mock/README.md)`

let args
try {
  args = parseArgs({
    options: {
      api: { type: 'string' },
      insecure: { type: 'boolean', default: false },
      dist: { type: 'string' },
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

const distDir = args.dist ? resolve(args.dist) : fileURLToPath(new URL('../dist', import.meta.url))
if (!existsSync(resolve(distDir, 'index.html'))) {
  console.error(`No console build in ${distDir}: run \`npm run build\` first.`)
  process.exit(1)
}

const host = process.env.HOST || '127.0.0.1'
const port = Number(process.env.PORT ?? 4000)
const server = createConsoleServer(
  args.api
    ? { distDir, apiUrl: args.api, insecure: args.insecure }
    : { distDir, mock: mockOptionsFromEnv(process.env) },
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
  }
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
    setTimeout(() => process.exit(0), 2000).unref()
  })
}
