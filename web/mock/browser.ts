/**
 * The preview build's control plane (the rules: the product): the mock handlers in a service
 * worker with 200-400 ms latency, signed in as fleet-admin, chaos off, plus
 * the serial console WebSocket. Anything that is not API (assets) bypasses it.
 */
import { getResponse, ws } from 'msw'
import { setupWorker } from 'msw/browser'
import { createMockApi } from './index'
import { closeReason, lookupCloseReason, modifyRefusal, SERIAL_ERROR_CLOSE } from './serial-close'

const STREAM = '*/v1/instances/:instance/serial-console/stream'

export async function startMockWorker(): Promise<void> {
  const api = createMockApi({ latency: [200, 400], mode: 'preview' })

  const serial = ws.link(STREAM)
  const serialHandler = serial.addEventListener('connection', async ({ client, params }) => {
    // resolve name -> id (and check access) by asking the API, as the server would; the handshake has completed,
    // so every failure is a 1011 close with Nexus's reason (./serial-close.ts)
    const url = new URL(client.url.href.replace(/^ws/, 'http'))
    const lookup = new URL(`/v1/instances/${params.instance}`, url.origin)
    const project = url.searchParams.get('project')
    if (project) lookup.searchParams.set('project', project)
    const res = await getResponse(api.handlers, new Request(lookup))
    if (!res?.ok) {
      const body = ((await res?.json().catch(() => undefined)) ?? {}) as { error_code?: string; message?: string }
      return client.close(SERIAL_ERROR_CLOSE, lookupCloseReason(body))
    }
    // Nexus looks the instance up for Modify, where the view above is a read: the stream's own operation, asked
    // without the upgrade, refuses one who may read the instance but not modify it
    const refusal = await modifyRefusal(await getResponse(api.handlers, new Request(url)))
    if (refusal !== undefined) return client.close(SERIAL_ERROR_CLOSE, refusal)
    const inst = (await res.json()) as { id: string }
    const session = api.openSerialConsole(
      inst.id,
      (data) => client.send(data as Uint8Array<ArrayBuffer>),
      () => client.close(1000, 'instance stopped'),
    )
    if (typeof session === 'string') return client.close(SERIAL_ERROR_CLOSE, closeReason(session))
    // binary frames go to the console; a text frame is dropped, as Nexus does
    client.addEventListener('message', (event) => {
      const data = event.data
      if (data instanceof ArrayBuffer) session.receive(new Uint8Array(data))
      else if (ArrayBuffer.isView(data)) session.receive(new Uint8Array(data.buffer, data.byteOffset, data.byteLength))
    })
    client.addEventListener('close', () => session.close())
  })

  const worker = setupWorker(...api.handlers, serialHandler)
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true })
}
