import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { serialConsoleUrl, type SerialConsoleParams } from '../../web/api/serial-console'

const Url = suite('serialConsoleUrl')

const https = { protocol: 'https:', host: 'console.example.com' }
const http = { protocol: 'http:', host: 'localhost:3000' }

Url('uses wss on https, with the project and most_recent in the query', () => {
  assert.is(
    serialConsoleUrl({ project: 'mock-project', instance: 'db1', mostRecent: 262144 }, https),
    'wss://console.example.com/v1/instances/db1/serial-console/stream?project=mock-project&most_recent=262144',
  )
})

Url('uses ws on plain http, and encodes the instance', () => {
  assert.is(
    serialConsoleUrl({ project: 'p', instance: 'a b' }, http),
    'ws://localhost:3000/v1/instances/a%20b/serial-console/stream?project=p',
  )
})

// omicron's InstanceSerialConsoleStreamRequest (nexus/types/versions/src/initial/instance.rs) has only `project`
// and `most_recent`; nexus/src/app/instance.rs `instance_serial_console_stream` starts from byte 0 without
// `most_recent`. A `from_start` would be ignored there, so it is never sent.
Url('sends only the parameters the stream declares: no from_start', () => {
  const params = { project: 'p', instance: 'db1', fromStart: 0, maxBytes: 10 } as SerialConsoleParams
  assert.is(serialConsoleUrl(params, https), 'wss://console.example.com/v1/instances/db1/serial-console/stream?project=p')
})

Url.run()
