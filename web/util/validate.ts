/*
 * Form validators (the rules: validation). Each returns `undefined` when the value is fine,
 * else the message to show under the field, so they plug straight into a form
 * library's `validate` option. IP address and network rules live in ./ip and
 * are re-exported here so a form imports its validators from one place.
 */

export { validateIp, validateIpNet } from './ip'

/** the rules: validation "Required form fields". */
export const requiredMessage = (label: string) => `${label} is required`

// ------------------------------------------------------------------- names

/** the rules: constants and nexus.json `Name.maxLength`. */
export const MAX_NAME_LENGTH = 63

/**
 * nexus.json `Name.pattern`, verbatim: what the API accepts. The console asks
 * for the stricter all-lowercase form below, which is always inside this.
 */
export const NAME_PATTERN =
  /^(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)^[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9]+)?$/

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A resource name: lowercase letters, digits and dashes, starting with a
 * letter, not ending with a dash, at most 63 characters, and not a UUID (the
 * API could not tell it from an id). Checks run in the order a person typing
 * would hit them, so the message always names the first thing to fix.
 */
export function validateName(name: string, label = 'Name', required = true): string | undefined {
  if (name === '') return required ? requiredMessage(label) : undefined
  if (!/^[a-z]/.test(name)) return 'Must start with a lowercase letter'
  if (!/^[a-z0-9-]*$/.test(name)) return 'Can only contain lowercase letters, numbers, and dashes'
  if (name.endsWith('-')) return 'Must end with a letter or number'
  if (name.length > MAX_NAME_LENGTH) return `Must be ${MAX_NAME_LENGTH} characters or fewer`
  if (UUID.test(name)) return 'Cannot be a UUID'
  return undefined
}

// -------------------------------------------------------------- port range

export type PortRange = [low: number, high: number]

/**
 * the rules: validation "Firewall port filter": '443' -> [443, 443], ' 80-90 ' -> [80, 90].
 * One to five digits per number, as the API's `L4PortRange` pattern says; the
 * numeric ceiling is the server's to enforce. A range that runs backwards is
 * rejected (null).
 */
export function parsePortRange(s: string): PortRange | null {
  const m = /^([0-9]{1,5})(?:-([0-9]{1,5}))?$/.exec(s.trim())
  if (!m) return null
  const low = Number(m[1])
  const high = m[2] === undefined ? low : Number(m[2])
  return high < low ? null : [low, high]
}

export const PORT_RANGE_INVALID = 'Must be a port number or a range like 8000-8080'
export const PORT_RANGE_BACKWARDS = 'Range end must not be below its start'

export function validatePortRange(s: string): string | undefined {
  if (parsePortRange(s)) return undefined
  const m = /^([0-9]{1,5})-([0-9]{1,5})$/.exec(s.trim())
  // It has the right shape, so the only thing wrong is the order.
  return m ? PORT_RANGE_BACKWARDS : PORT_RANGE_INVALID
}

// ------------------------------------------------------------- device code

/** the rules: screens device page and §9: 8 letters, dash displayed after index 3. */
export const DEVICE_CODE_LENGTH = 8
export const DEVICE_CODE_DASH_AFTER = 3
export const DEVICE_CODE_INVALID = 'Code is invalid'

/** What the boxes hold: letters only, uppercased, at most 8 (the rules: validation). */
export const normalizeDeviceCode = (s: string) =>
  s
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .slice(0, DEVICE_CODE_LENGTH)

/**
 * 'abcdefgh' -> 'ABCD-EFGH': the dash goes after index 3, i.e. after the 4th
 * letter, and only once there is a 5th letter to separate. This is also the
 * form the server issues the code in, so it is what `userCode` is sent as.
 */
export function formatDeviceCode(s: string): string {
  const code = normalizeDeviceCode(s)
  const cut = DEVICE_CODE_DASH_AFTER + 1
  return code.length > cut ? `${code.slice(0, cut)}-${code.slice(cut)}` : code
}

/**
 * Exactly 8 letters once whitespace and the display dash are dropped;
 * anything else (digits, too short, too long) is 'Code is invalid' (the rules: validation).
 */
export function validateDeviceCode(s: string): string | undefined {
  const letters = s.replace(/[\s-]/g, '')
  return /^[a-z]+$/i.test(letters) && letters.length === DEVICE_CODE_LENGTH ? undefined : DEVICE_CODE_INVALID
}

// ---------------------------------------------------------- SSH public key

/** Key types the API's SSH key upload is expected to carry (OpenSSH names).
 * @public: read as a type by the module's callers
 */
export const SSH_KEY_TYPES = [
  'ssh-ed25519',
  'ssh-rsa',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
] as const

/**
 * How many length-prefixed fields each key blob holds after its type string
 * (RFC 4253 §6.6, RFC 5656 §3.1, OpenSSH PROTOCOL.u2f), and which field is the
 * curve name that must repeat the type's suffix.
 */
const sshKeyShape: Record<(typeof SSH_KEY_TYPES)[number], { fields: number; curve?: string }> = {
  'ssh-ed25519': { fields: 1 },
  'ssh-rsa': { fields: 2 },
  'ecdsa-sha2-nistp256': { fields: 2, curve: 'nistp256' },
  'ecdsa-sha2-nistp384': { fields: 2, curve: 'nistp384' },
  'ecdsa-sha2-nistp521': { fields: 2, curve: 'nistp521' },
  'sk-ssh-ed25519@openssh.com': { fields: 2 },
  'sk-ecdsa-sha2-nistp256@openssh.com': { fields: 3, curve: 'nistp256' },
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

function decodeBase64(s: string): Uint8Array | null {
  if (s === '' || !BASE64.test(s)) return null
  const bin = atob(s)
  const out = new Uint8Array(bin.length)
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i)
  return out
}

/** Split an SSH wire blob into its uint32-length-prefixed strings, or null if it does not add up. */
function sshFields(blob: Uint8Array): Uint8Array[] | null {
  const view = new DataView(blob.buffer, blob.byteOffset, blob.byteLength)
  const fields: Uint8Array[] = []
  let at = 0
  while (at < blob.length) {
    if (at + 4 > blob.length) return null
    const len = view.getUint32(at)
    at += 4
    if (at + len > blob.length) return null
    fields.push(blob.subarray(at, at + len))
    at += len
  }
  return fields
}

const latin1 = (b: Uint8Array) => String.fromCharCode(...b)

export const SSH_KEY_NO_TYPE = 'Must start with a key type such as ssh-ed25519 or ssh-rsa'
const SSH_KEY_ONE_LINE = 'Must be a single line'
const SSH_KEY_NO_DATA = 'Key data is missing after the key type'
export const SSH_KEY_BAD_BASE64 = 'Key data is not valid base64'
const sshKeyMismatch = (type: string) => `Key data is not a valid ${type} key`

/**
 * An OpenSSH public key line, 'type base64 [comment]'. Beyond the shape, the
 * base64 blob is decoded and must restate the same type (and curve), which
 * catches keys whose prefix was edited or whose body was cut short in a
 * copy-paste: the usual ways a pasted key goes wrong.
 */
export function validateSshPublicKey(s: string): string | undefined {
  const line = s.trim()
  if (/[\r\n]/.test(line)) return SSH_KEY_ONE_LINE
  const [type, body] = line.split(/\s+/)
  if (!Object.hasOwn(sshKeyShape, type)) return SSH_KEY_NO_TYPE
  const shape = sshKeyShape[type as keyof typeof sshKeyShape]
  if (body === undefined) return SSH_KEY_NO_DATA
  const blob = decodeBase64(body)
  if (!blob) return SSH_KEY_BAD_BASE64
  const fields = sshFields(blob)
  if (!fields || fields.length !== 1 + shape.fields || latin1(fields[0]) !== type) {
    return sshKeyMismatch(type)
  }
  if (shape.curve && latin1(fields[1]) !== shape.curve) return sshKeyMismatch(type)
  // ed25519 public keys are exactly 32 bytes (RFC 8709 §4).
  if (type.includes('ed25519') && fields[1].length !== 32) return sshKeyMismatch(type)
  return undefined
}

// --------------------------------------------------------------------- PEM

export const PEM_NO_BLOCK = 'Must be PEM-encoded, starting with a -----BEGIN …----- line'
const pemNoEnd = (label: string) => `Missing the -----END ${label}----- line`
const pemBadBase64 = (label: string) => `The ${label} block is not valid base64`
export const pemExpected = (label: string) => `Must contain a ${label} block`

const BEGIN = /^-----BEGIN ([A-Z0-9]+(?: [A-Z0-9]+)*)-----$/
const END = /^-----END ([A-Z0-9]+(?: [A-Z0-9]+)*)-----$/
// RFC 1421 encapsulated headers ('Proc-Type: 4,ENCRYPTED'), still written by
// OpenSSL for encrypted traditional keys.
const PEM_HEADER = /^[A-Za-z0-9-]+:/

/**
 * Text with one or more PEM blocks (RFC 7468): each BEGIN has a matching END
 * and a base64 body. Text between blocks is allowed, as RFC 7468 §5.2 says
 * parsers should, since tools add 'Bag Attributes' and similar lines.
 * `expect` is a label suffix at least one block must end with: 'CERTIFICATE'
 * for a cert chain, 'PRIVATE KEY' for any private key form (PKCS#8, RSA, EC).
 */
export function validatePem(s: string, expect?: string): string | undefined {
  const lines = s.split(/\r?\n/).map((l) => l.trim())
  const labels: string[] = []
  let i = 0
  while (i < lines.length) {
    const begin = BEGIN.exec(lines[i++])
    if (!begin) continue
    const label = begin[1]
    let body = ''
    let inHeaders = true
    let closed = false
    for (; i < lines.length; i++) {
      const line = lines[i]
      if (line.startsWith('-----')) {
        if (END.exec(line)?.[1] !== label) return pemNoEnd(label)
        closed = true
        i++
        break
      }
      if (inHeaders && PEM_HEADER.test(line)) continue
      inHeaders = false
      body += line
    }
    if (!closed) return pemNoEnd(label)
    if (!decodeBase64(body)) return pemBadBase64(label)
    labels.push(label)
  }
  if (labels.length === 0) return PEM_NO_BLOCK
  if (expect && !labels.some((l) => l.endsWith(expect))) return pemExpected(expect)
  return undefined
}
