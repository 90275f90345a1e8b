/**
 * "Copy as CLI / API": the request a form or a row action would send, shown as the
 * raw HTTP request and as the equivalent `oxide` CLI command.
 *
 * Built from the same `(method, { path, query, body })` the pages hand to `useWrite` /
 * `callOrThrow`, and converted with the client's own functions (`toQueryString`, `snakeify`,
 * `toSnakeCase`), so what is shown is what would go on the wire.
 *
 * The operation table used is generated/routes.ts, the slim projection of generated/operations.ts
 * that the client already ships in the entry chunk ('POST /v1/instances/{instance}/stop'); the
 * operationId is `toSnakeCase(method)` and the path params come from the template (a unit test
 * checks both against operations.ts for every operation). Pulling operations.ts itself (~80 KB)
 * into every page with a form or a row menu would cost far more than it adds.
 */
import { apiVersionInUse } from './api-version'
import { declaredQuery, type ApiMethod, type DataOf, type ParamsOf } from './client'
import { bodyTypes, routes } from './generated/routes'
import { snakeify, toCamelCase, toQueryString, toSnakeCase } from './http'
import type { Write } from './writes'
import { pathIn } from './version-shapes'

/** Plain data for web/ui's CopyRequest dialog (same shape as its `RequestPreview`). */
export type RequestPreview = {
  /** A shell command line (may span lines: a heredoc carries the JSON body). */
  cli: string
  method: string
  /** Path with params filled in, plus the query string: '/v1/instances/db1/stop?project=mock-project'. */
  url: string
  /** The JSON body in its snake_case wire form, pretty-printed. */
  body?: string
  /**
   * The object the call creates as HCL for Oxide's Terraform provider, written on
   * demand by a module loaded then; resolves to undefined for a call the provider cannot express.
   */
  terraform?: () => Promise<string | undefined>
}

/**
 * Where the oxide CLI's command names differ from the default rule (operation id minus its last
 * word is the noun, joined with '-'; the last word is the verb: `floating_ip_create` ->
 * `floating-ip create`). Taken from the CLI's own command table (oxidecomputer/oxide.rs,
 * cli/src/cli_builder.rs). `null`: the CLI has no command for the operation, so the preview falls
 * back to `oxide api`, which sends any request.
 */
export const CLI_COMMANDS: Partial<Record<ApiMethod, string | null>> = {
  // instances
  instanceDiskAttach: 'instance disk attach',
  instanceDiskDetach: 'instance disk detach',
  instanceNetworkInterfaceCreate: 'instance nic create',
  instanceNetworkInterfaceUpdate: 'instance nic update',
  instanceNetworkInterfaceDelete: 'instance nic delete',
  instanceEphemeralIpAttach: 'instance external-ip attach-ephemeral',
  instanceEphemeralIpDetach: 'instance external-ip detach-ephemeral',
  antiAffinityGroupCreate: 'instance anti-affinity create',
  antiAffinityGroupUpdate: 'instance anti-affinity update',
  antiAffinityGroupDelete: 'instance anti-affinity delete',
  antiAffinityGroupMemberInstanceAdd: 'instance anti-affinity member add-instance',
  antiAffinityGroupMemberInstanceDelete: 'instance anti-affinity member remove-instance',
  affinityGroupCreate: 'experimental affinity create',
  affinityGroupUpdate: 'experimental affinity update',
  affinityGroupDelete: 'experimental affinity delete',
  affinityGroupMemberInstanceAdd: 'experimental affinity member add-instance',
  affinityGroupMemberInstanceDelete: 'experimental affinity member remove-instance',
  // projects, silos, access
  projectPolicyUpdate: 'project policy update',
  siloPolicyUpdate: 'silo policy update',
  systemPolicyUpdate: 'system policy update',
  siloQuotasUpdate: 'silo quotas update',
  localIdpUserCreate: 'silo idp local user create',
  localIdpUserDelete: 'silo idp local user delete',
  localIdpUserSetPassword: 'silo idp local user set-password',
  samlIdentityProviderCreate: 'silo idp saml create',
  currentUserSshKeyCreate: 'current-user ssh-key create',
  currentUserSshKeyDelete: 'current-user ssh-key delete',
  currentUserAccessTokenDelete: 'current-user access-token delete',
  // VPCs
  vpcSubnetCreate: 'vpc subnet create',
  vpcSubnetUpdate: 'vpc subnet update',
  vpcSubnetDelete: 'vpc subnet delete',
  vpcRouterCreate: 'vpc router create',
  vpcRouterUpdate: 'vpc router update',
  vpcRouterDelete: 'vpc router delete',
  vpcRouterRouteCreate: 'vpc router route create',
  vpcRouterRouteUpdate: 'vpc router route update',
  vpcRouterRouteDelete: 'vpc router route delete',
  vpcFirewallRulesUpdate: 'vpc firewall-rules update',
  internetGatewayIpPoolCreate: 'internet-gateway ip-pool attach',
  internetGatewayIpPoolDelete: 'internet-gateway ip-pool detach',
  internetGatewayIpAddressCreate: 'internet-gateway address create',
  internetGatewayIpAddressDelete: 'internet-gateway address delete',
  // IP pools (the API's system_ip_pool_* are the CLI's ip-pool commands)
  systemIpPoolCreate: 'ip-pool create',
  systemIpPoolUpdate: 'ip-pool update',
  systemIpPoolDelete: 'ip-pool delete',
  systemIpPoolRangeAdd: 'ip-pool range add',
  systemIpPoolRangeRemove: 'ip-pool range remove',
  systemIpPoolSiloLink: 'ip-pool silo link',
  systemIpPoolSiloUpdate: 'ip-pool silo update',
  systemIpPoolSiloUnlink: 'ip-pool silo unlink',
  // subnet pools, named like the IP pool commands
  systemSubnetPoolCreate: 'subnet-pool create',
  systemSubnetPoolUpdate: 'subnet-pool update',
  systemSubnetPoolDelete: 'subnet-pool delete',
  systemSubnetPoolMemberAdd: 'subnet-pool member add',
  systemSubnetPoolMemberRemove: 'subnet-pool member remove',
  systemSubnetPoolSiloLink: 'subnet-pool silo link',
  systemSubnetPoolSiloUpdate: 'subnet-pool silo update',
  systemSubnetPoolSiloUnlink: 'subnet-pool silo unlink',
  // system
  sledSetProvisionPolicy: 'system hardware sled set-provision-policy',
  supportBundleCreate: 'bundle create',
  supportBundleUpdate: null,
  supportBundleDelete: 'bundle delete',
  probeCreate: 'experimental probe create',
  probeDelete: 'experimental probe delete',
  // alerts
  alertReceiverDelete: 'alert receiver delete',
  alertReceiverProbe: 'alert receiver probe',
  alertDeliveryResend: 'alert receiver resend',
  alertReceiverSubscriptionAdd: 'alert receiver subscribe',
  alertReceiverSubscriptionRemove: 'alert receiver unsubscribe',
  webhookReceiverCreate: 'alert receiver webhook create',
  webhookReceiverUpdate: 'alert receiver webhook update',
  webhookSecretsAdd: 'alert receiver webhook secret add',
  webhookSecretsDelete: 'alert receiver webhook secret delete',
  // rack networking (the CLI groups these under `system networking`, switch ports under `system hardware`)
  networkingAddressLotCreate: 'system networking address-lot create',
  networkingAddressLotDelete: 'system networking address-lot delete',
  networkingLoopbackAddressCreate: 'system networking loopback-address create',
  networkingLoopbackAddressDelete: 'system networking loopback-address delete',
  networkingSwitchPortSettingsCreate: 'system networking switch-port-settings create',
  networkingSwitchPortSettingsDelete: 'system networking switch-port-settings delete',
  networkingSwitchPortApplySettings: 'system hardware switch-port apply-settings',
  networkingSwitchPortClearSettings: 'system hardware switch-port clear-settings',
  networkingSwitchPortLldpConfigUpdate: 'system networking lldp update',
  networkingBgpConfigCreate: 'system networking bgp config create',
  networkingBgpConfigDelete: 'system networking bgp config delete',
  networkingBgpAnnounceSetUpdate: 'system networking bgp announce-set update',
  networkingBgpAnnounceSetDelete: 'system networking bgp announce-set delete',
  networkingAllowListUpdate: 'system networking allow-list update',
  networkingBfdEnable: 'system networking bfd enable',
  networkingBfdDisable: 'system networking bfd disable',
  networkingInboundIcmpUpdate: null,
  // operations the CLI does not offer as commands
  targetReleaseUpdate: null,
  systemUpdateTrustRootCreate: null,
  systemUpdateTrustRootDelete: null,
  rackMembershipAddSleds: null,
  rackMembershipAbort: null,
  // disk adoption is newer than the CLI's command table: `oxide api`
  physicalDiskEnableAdoption: null,
  physicalDiskDisableAdoption: null,
  scimTokenCreate: null,
  scimTokenDelete: null,
  loginLocal: null,
  logout: null,
  userLogout: null,
  systemUpdateRepositoryUpload: null,
}

/** The oxide CLI command words for an operation, or undefined when only `oxide api` can send it. */
export function cliCommand(method: ApiMethod): string | undefined {
  const listed = CLI_COMMANDS[method]
  if (listed !== undefined) return listed ?? undefined
  const words = toSnakeCase(method).split('_')
  const verb = words.pop()!
  return `${words.join('-')} ${verb}`
}

const SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/

/** POSIX shell quoting: bare when safe, else single quotes with `'` written as `'\''`. */
export function shellQuote(value: string): string {
  if (SAFE.test(value)) return value
  return `'${value.replace(/'/g, `'\\''`)}'`
}

type LooseParams = { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown }

function operation(method: ApiMethod) {
  const route = routes[method]
  const space = route.indexOf(' ')
  const template = route.slice(space + 1)
  return {
    method: route.slice(0, space),
    template,
    /** snake_case, in template order */
    pathParams: [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
  }
}

const present = (v: unknown) => v !== undefined && v !== null && v !== ''

/** Like the client's fillPath, but a missing value stays visible as `{name}` instead of throwing. */
function fillTemplate(template: string, path: Record<string, unknown>) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = path[toCamelCase(name)]
    return present(value) ? encodeURIComponent(String(value)) : whole
  })
}

/** `--flag value` pairs for path and query params (arrays repeat the flag, as the CLI takes them). */
function flags(path: Record<string, unknown>, pathParams: string[], query: Record<string, unknown>): string[] {
  const out: string[] = []
  const add = (snake: string, value: unknown) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (!present(item)) continue
      out.push(`--${snake.replace(/_/g, '-')}`, shellQuote(item instanceof Date ? item.toISOString() : String(item)))
    }
  }
  for (const name of pathParams) add(name, path[toCamelCase(name)] ?? `{${name}}`)
  for (const [key, value] of Object.entries(query)) add(toSnakeCase(key), value)
  return out
}

/** A heredoc with a quoted delimiter: the shell expands nothing inside. */
const heredoc = (text: string) => `<<'EOF'\n${text}\nEOF`

/**
 * The request `method` with `params` would send, and the `oxide` command that sends the same.
 * Bodies that are not JSON (uploads, form posts) are described, not dumped.
 */
export function requestPreview<M extends ApiMethod>(method: M, params?: ParamsOf<M>): RequestPreview {
  const op = operation(method)
  const { path = {}, query = {}, body } = (params ?? {}) as LooseParams
  // the request as the client sends it: the path of the API version in use, the declared query parameters only
  const url = pathIn(apiVersionInUse.get(), fillTemplate(op.template, path)) + toQueryString(declaredQuery(method, query))

  let json: string | undefined
  const bodyType = bodyTypes[method] ?? 'json'
  if (body === undefined || body instanceof Blob || body instanceof ArrayBuffer || ArrayBuffer.isView(body)) json = undefined
  else if (body instanceof URLSearchParams) json = body.toString()
  else if (bodyType === 'binary') json = typeof body === 'string' ? body : undefined
  else if (bodyType === 'form') json = toQueryString(body as Record<string, unknown>).slice(1)
  else json = JSON.stringify(snakeify(body), null, 2)
  const hasBody = body !== undefined
  // A file picked in the browser: the command reads the same file by its name.
  const file = typeof File !== 'undefined' && body instanceof File ? body : undefined

  const command = cliCommand(method)
  let cli: string
  if (command) {
    const line = ['oxide', command, ...flags(path, op.pathParams, query)]
    if (json !== undefined) line.push('--json-body', '/dev/stdin', heredoc(json))
    else if (hasBody) line.push('--json-body', file ? shellQuote(file.name) : 'body.json')
    cli = line.join(' ')
  } else {
    const line = ['oxide', 'api', shellQuote(url)]
    if (op.method !== 'GET') line.push('--method', op.method)
    if (json !== undefined) line.push('--input', '-', heredoc(json))
    else if (file) line.push('--input', shellQuote(file.name))
    cli = line.join(' ')
  }
  const binary = file ? `(the contents of ${file.name}, ${file.size} bytes)` : '(binary data)'
  const terraform = () => import('./terraform/from-request').then((m) => m.terraformForRequest(method, params))
  return { cli, method: op.method, url, body: json ?? (hasBody ? binary : undefined), terraform }
}

/** The same, for a thunk: `request: preview('instanceStop', params)` in a MenuAction. */
export const preview =
  <M extends ApiMethod>(method: M, params?: ParamsOf<M>) =>
  () =>
    requestPreview(method, params)

/**
 * One call, described once: `run` sends it through the given write (useWrite, so the one
 * invalidation policy applies), `request` previews it. For code that picks the operation at run
 * time (affinity vs anti-affinity), so the preview cannot drift.
 */
export type ApiOp<T = unknown> = { run: (write: Write) => Promise<T>; request: () => RequestPreview }
export const apiOp = <M extends ApiMethod>(method: M, params: ParamsOf<M>): ApiOp<DataOf<M>> => ({
  run: (write) => write(method, params),
  request: () => requestPreview(method, params),
})
