import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { processResponseBody } from '../../../../web/api/http'
import type { AggregateBgpMessageHistory } from '../../../../web/api/generated/types'
import {
  describeMessage,
  humanize,
  peerHistories,
  prefixText,
  routerId,
} from '../../../../web/pages/system/networking/bgp-history'

const test = suite('bgp message history')

test('helpers', () => {
  assert.is(humanize('hold_timer_expired'), 'hold timer expired')
  assert.is(humanize('HoldTimerExpired'), 'hold timer expired')
  assert.is(routerId(3221225985), '192.0.2.1')
  assert.is(prefixText({ value: [198, 51, 100, 0], length: 23 }), '198.51.100.0/23')
  assert.is(prefixText('10.0.0.0/8'), '10.0.0.0/8')
  assert.is(
    prefixText({ value: [0xfd, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], length: 64 }),
    'fd00:0:0:0:0:0:0:1/64',
  )
})

test('messages: open (4-byte ASN), update, notification, keepalive, unknown', () => {
  assert.equal(
    describeMessage({
      type: 'open',
      value: {
        version: 4,
        asn: 23456,
        holdTime: 6,
        id: 3221225985,
        parameters: [{ capabilities: [{ fourOctetAs: { asn: 65547 } }] }],
      },
    }),
    {
      type: 'OPEN',
      summary: 'ASN 65547, hold time 6 s, router ID 192.0.2.1',
    },
  )
  assert.equal(
    describeMessage({
      type: 'update',
      value: {
        withdrawn: ['10.1.0.0/16'],
        pathAttributes: [{ value: { nextHop: '192.0.2.1' } }],
        nlri: [{ value: [0, 0, 0, 0], length: 0 }],
      },
    }),
    {
      type: 'UPDATE',
      summary: 'announces 0.0.0.0/0; withdraws 10.1.0.0/16; next hop 192.0.2.1',
    },
  )
  assert.equal(
    describeMessage({
      type: 'notification',
      value: { errorCode: 'hold_timer_expired', errorSubcode: { holdTime: 'unspecific' } },
    }),
    {
      type: 'NOTIFICATION',
      summary: 'hold timer expired — hold time: unspecific',
    },
  )
  assert.equal(describeMessage({ type: 'keep_alive' }), { type: 'KEEPALIVE', summary: '' })
  assert.equal(describeMessage({ type: 'KeepAlive' }), { type: 'KEEPALIVE', summary: '' })
  assert.equal(describeMessage({ type: 'mystery', value: 1 }).type, 'MYSTERY')
  assert.is(describeMessage(42).type, 'UNKNOWN')
})

test('peer histories from the wire: camelCased, merged, newest first; odd shapes kept raw', () => {
  const wire = {
    switch_histories: [
      {
        switch: 'switch0',
        history: {
          '192.0.2.1': {
            received: [
              {
                timestamp: '2026-01-01T00:00:00Z',
                message: { type: 'open', value: { asn: 65000, hold_time: 6, id: 3221225985 } },
              },
              { timestamp: '2026-01-01T00:00:02Z', message: { type: 'keep_alive' } },
            ],
            sent: [{ timestamp: '2026-01-01T00:00:01Z', message: { type: 'keep_alive' } }],
          },
        },
      },
      { switch: 'switch1', history: { '192.0.2.2': 'garbled' } },
    ],
  }
  const data = processResponseBody(wire) as AggregateBgpMessageHistory
  const [a, b] = peerHistories(data)
  assert.is(a.peer, '192.0.2.1')
  assert.equal(
    a.rows.map((r) => [r.direction, r.type]),
    [
      ['received', 'KEEPALIVE'],
      ['sent', 'KEEPALIVE'],
      ['received', 'OPEN'],
    ],
  )
  assert.is(a.rows[2].summary, 'ASN 65000, hold time 6 s, router ID 192.0.2.1')
  assert.ok(a.rows[0].time instanceof Date)
  assert.is(b.switch, 'switch1')
  assert.is(b.unreadable, '"garbled"')
  assert.equal(peerHistories({ switchHistories: [] }), [])
})

test.run()

import { linkDetails } from '../../../../web/pages/system/networking/port-status'

const status = suite('switch port link details')

status('plain facts, labelled; port, switch and up/down left out; odd shapes ignored', () => {
  assert.equal(
    linkDetails({
      link: 'up',
      portName: 'qsfp0',
      switchSlot: 'switch0',
      fsmState: 'link_up',
      media: 'optical',
      speed: 'speed100_g',
      lanes: [1, 2],
      autoneg: false,
    }),
    [
      ['Link state machine', 'link up'],
      ['Media', 'optical'],
      ['Speed', '100 Gbit/s'],
      ['Autonegotiation', 'No'],
    ],
  )
  assert.equal(linkDetails({ speed: null }), [['Speed', '—']])
  assert.equal(linkDetails('up'), [])
  assert.equal(linkDetails(null), [])
})

status.run()
