import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  ERROR_READING_RESPONSE,
  NOT_AUTHORIZED,
  UNKNOWN_SERVER_ERROR,
  errorMessage,
  resourceName,
  serialConsoleCloseMessage,
} from '../../web/api/errors'

const Texts = suite('catalogue texts (the rules: errors)')

Texts('are the exact strings of the spec', () => {
  assert.is(ERROR_READING_RESPONSE, 'Error reading API response')
  assert.is(NOT_AUTHORIZED, 'Action not authorized')
  assert.is(UNKNOWN_SERVER_ERROR, 'Unknown server error')
})

Texts.run()

const Message = suite('errorMessage')

const cases: [string, Parameters<typeof errorMessage>, string][] = [
  ['Forbidden by code', [{ errorCode: 'Forbidden', message: 'forbidden' }, 403], 'Action not authorized'],
  ['403 without a code', [{ message: 'actor lacks permission' }, 403], 'Action not authorized'],
  [
    'ObjectNotFound: server message, first letter capitalised',
    [{ errorCode: 'ObjectNotFound', message: 'not found: instance with name "db9"' }, 404],
    'Not found: instance with name "db9"',
  ],
  [
    'ObjectAlreadyExists: resource from the message',
    [{ errorCode: 'ObjectAlreadyExists', message: 'already exists: project "foo"' }, 400, 'projectCreate'],
    'Project name already exists',
  ],
  [
    'ObjectAlreadyExists: multi-word resource from the message',
    [{ errorCode: 'ObjectAlreadyExists', message: 'already exists: vpc-subnet "web"' }, 400],
    'Vpc subnet name already exists',
  ],
  [
    'ObjectAlreadyExists: resource from the operation when the message has none',
    [{ errorCode: 'ObjectAlreadyExists', message: 'conflict' }, 400, 'floatingIpCreate'],
    'Floating ip name already exists',
  ],
  [
    'ObjectAlreadyExists: operation with a verb suffix',
    [{ errorCode: 'ObjectAlreadyExists' }, 400, 'projectCreate'],
    'Project name already exists',
  ],
  [
    'other errors: the server message capitalised',
    [{ errorCode: 'InvalidRequest', message: 'instance must be stopped' }, 400],
    'Instance must be stopped',
  ],
  [
    'JSON body parse error: position stripped',
    [{ message: 'unable to parse JSON body: missing field `name` at line 1 column 5' }, 400],
    'Unable to parse JSON body: missing field `name`',
  ],
  ['no message', [{ errorCode: 'InternalError' }, 500], 'Unknown server error'],
  ['no body at all', [undefined, 502], 'Unknown server error'],
  ['blank message', [{ message: '  ' }, 500], 'Unknown server error'],
]

for (const [name, args, expected] of cases) {
  Message(name, () => assert.is(errorMessage(...args), expected))
}

Message.run()

const Resource = suite('resourceName')

Resource('names the resource from the message first, then the operation', () => {
  assert.is(resourceName('already exists: ip-pool "a"', 'projectCreate'), 'Ip pool')
  assert.is(resourceName(undefined, 'vpcSubnetCreate'), 'Vpc subnet')
  assert.is(resourceName(undefined, 'networkingSwitchPortSettingsCreate'), 'Networking switch port settings')
  assert.is(resourceName(undefined, 'localIdpUserSetPassword'), 'Local idp user')
  assert.is(resourceName(undefined, undefined), 'Resource')
})

Resource.run()

// omicron: nexus/src/app/instance.rs `instance_serial_console_stream` closes with CloseCode::Error (1011) and the
// error's Display (`propolis_addr_for_instance` for an instance without a console)
const SerialClose = suite('serialConsoleCloseMessage')

SerialClose('a 1011 says why, in the server’s words without the error’s kind', () => {
  assert.is(
    serialConsoleCloseMessage(1011, 'Invalid Request: instance is stopped and has no active serial console server'),
    'Instance is stopped and has no active serial console server',
  )
  assert.is(
    serialConsoleCloseMessage(1011, 'Object (of type ByName("db9")) not found: instance'),
    'Object (of type ByName("db9")) not found: instance',
  )
  assert.is(serialConsoleCloseMessage(1011, 'Forbidden'), NOT_AUTHORIZED)
  assert.is(serialConsoleCloseMessage(1011, ''), UNKNOWN_SERVER_ERROR)
})

SerialClose('an ordinary end says nothing', () => {
  assert.is(serialConsoleCloseMessage(1000, 'instance stopped'), undefined)
  assert.is(serialConsoleCloseMessage(1006, ''), undefined)
})

SerialClose.run()
