import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { serialConsoleUrl } from '../../web/api/serial-console'

const Url = suite('serialConsoleUrl')

const https = { protocol: 'https:', host: 'console.example.com' }
const http = { protocol: 'http:', host: 'localhost:3000' }

Url('uses wss on https, with the project and most_recent in the query', () => {
  assert.is(
    serialConsoleUrl({ project: 'mock-project', instance: 'db1', mostRecent: 262144 }, https),
    'wss://console.example.com/v1/instances/db1/serial-console/stream?project=mock-project&most_recent=262144',
  )
})

Url('uses ws on plain http', () => {
  assert.is(
    serialConsoleUrl({ project: 'p', instance: 'db1' }, http),
    'ws://localhost:3000/v1/instances/db1/serial-console/stream?project=p',
  )
})

Url('sends from_start and encodes the instance', () => {
  assert.is(
    serialConsoleUrl({ project: 'p', instance: 'a b', fromStart: 0 }, https),
    'wss://console.example.com/v1/instances/a%20b/serial-console/stream?project=p&from_start=0',
  )
})

Url.run()
