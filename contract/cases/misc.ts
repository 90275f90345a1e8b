/** SSH keys (ssh_keys.rs), floating and ephemeral IPs (external_ips.rs), silos and pools (silos.rs, ip_pools.rs). */
import type { Case, Step } from '../case.ts'
import { instance, newProject } from './bodies.ts'

const key = (name: string) => ({
  name,
  description: 'made by a contract case',
  public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcH contract',
})
const fip = (name: string, extra: Record<string, unknown> = {}) => ({ name, description: '', ...extra })
const withFip: Step[] = [...newProject, { method: 'POST', path: '/v1/floating-ips?project={u}', body: fip('fip') }]

export const miscCases: Case[] = [
  {
    // the unprivileged user of the test manages its own keys (endpoints.rs: UnprivilegedAccess::Full)
    from: 'ssh_keys.rs::test_ssh_keys',
    as: 'no-roles',
    method: 'POST',
    path: '/v1/me/ssh-keys',
    body: key('{u}'),
    status: 201,
  },
  {
    from: 'ssh_keys.rs::test_ssh_keys',
    as: 'no-roles',
    setup: [{ as: 'no-roles', method: 'POST', path: '/v1/me/ssh-keys', body: key('{u}') }],
    method: 'POST',
    path: '/v1/me/ssh-keys',
    body: key('{u}'),
    status: 400,
    message: 'already exists: ssh-key "{u}"',
    errorCode: 'ObjectAlreadyExists',
  },
  {
    from: 'ssh_keys.rs::test_ssh_keys',
    as: 'no-roles',
    setup: [{ as: 'no-roles', method: 'POST', path: '/v1/me/ssh-keys', body: key('{u}') }],
    method: 'GET',
    path: '/v1/me/ssh-keys/{u}',
    status: 200,
  },
  {
    from: 'ssh_keys.rs::test_ssh_keys',
    as: 'no-roles',
    setup: [{ as: 'no-roles', method: 'POST', path: '/v1/me/ssh-keys', body: key('{u}') }],
    method: 'DELETE',
    path: '/v1/me/ssh-keys/{u}',
    status: 204,
  },
  {
    from: 'ssh_keys.rs::test_ssh_keys',
    method: 'GET',
    path: '/v1/me/ssh-keys/{u}',
    status: 404,
  },
  {
    from: 'external_ips.rs::test_floating_ip_create',
    setup: newProject,
    method: 'POST',
    path: '/v1/floating-ips?project={u}',
    body: fip('fip'),
    status: 201,
  },
  {
    from: 'external_ips.rs::test_floating_ip_create',
    setup: newProject,
    method: 'POST',
    path: '/v1/floating-ips?project={u}',
    body: fip('fip', { address_allocator: { type: 'auto', pool_selector: { type: 'explicit', pool: 'other-pool' } } }),
    status: 404,
    message: 'not found: ip-pool with name "other-pool"',
  },
  {
    from: 'external_ips.rs::test_floating_ip_create_name_in_use',
    setup: withFip,
    method: 'POST',
    path: '/v1/floating-ips?project={u}',
    body: fip('fip'),
    status: 400,
    message: 'already exists: floating-ip "fip"',
    errorCode: 'ObjectAlreadyExists',
  },
  {
    from: 'external_ips.rs::test_floating_ip_create_ip_in_use',
    setup: [
      ...newProject,
      {
        method: 'POST',
        path: '/v1/floating-ips?project={u}',
        body: fip('fip', { address_allocator: { type: 'explicit', ip: '198.51.101.19' } }),
      },
    ],
    method: 'POST',
    path: '/v1/floating-ips?project={u}',
    body: fip('fip2', { address_allocator: { type: 'explicit', ip: '198.51.101.19' } }),
    status: 400,
    message: 'Requested external IP address not available',
    fixtures: true,
  },
  {
    from: 'external_ips.rs::test_floating_ip_create_attachment',
    setup: [
      ...withFip,
      {
        method: 'POST',
        path: '/v1/instances?project={u}',
        body: instance('inst', { external_ips: [{ type: 'floating', floating_ip: 'fip' }] }),
      },
    ],
    method: 'DELETE',
    path: '/v1/floating-ips/{id1}',
    status: 400,
    message: 'Floating IP cannot be deleted while attached to an instance',
  },
  {
    from: 'external_ips.rs::test_external_ip_live_attach_detach',
    setup: [...newProject, { method: 'POST', path: '/v1/instances?project={u}', body: instance('inst') }],
    method: 'DELETE',
    path: '/v1/instances/inst/external-ips/ephemeral?project={u}',
    status: 400,
    message: 'instance does not have an ephemeral IP attached',
  },
  {
    from: 'external_ips.rs::test_floating_ip_attach_fail_between_projects',
    setup: [
      ...withFip,
      { method: 'POST', path: '/v1/projects', body: { name: '{u}-b', description: '' } },
      { method: 'POST', path: '/v1/instances?project={u}-b', body: instance('inst') },
    ],
    method: 'POST',
    path: '/v1/floating-ips/{id1}/attach',
    body: { kind: 'instance', parent: '{id3}' },
    status: 400,
    message: 'floating IP must be in the same project as the instance',
  },
  {
    from: 'silos.rs::test_silos',
    method: 'POST',
    path: '/v1/system/silos',
    body: {
      name: 'default-silo',
      description: 'a silo',
      quotas: { cpus: 0, memory: 0, storage: 0 },
      discoverable: false,
      identity_mode: 'local_only',
      tls_certificates: [],
    },
    status: 400,
    message: 'already exists: silo "default-silo"',
    errorCode: 'ObjectAlreadyExists',
    fixtures: true,
  },
  {
    from: 'silos.rs::test_silos',
    method: 'GET',
    path: '/v1/system/silos/{u}',
    status: 404,
  },
  {
    from: 'ip_pools.rs::test_system_ip_pool_basic_crud',
    method: 'GET',
    path: '/v1/system/ip-pools/{u}',
    status: 404,
    message: 'not found: ip-pool with name "{u}"',
  },
  {
    from: 'ip_pools.rs::test_system_ip_pool_basic_crud',
    method: 'DELETE',
    path: '/v1/system/ip-pools/{u}',
    status: 404,
    message: 'not found: ip-pool with name "{u}"',
  },
  {
    // dropshot parses the query before Nexus looks the silo up: the silo does not exist, the answer is still 400
    from: 'console_api.rs::test_bad_redirect_uri',
    method: 'GET',
    path: '/login/my-silo/saml/my-idp/redirect?redirect_uri=foo',
    status: 400,
    messageContains: ['not a relative URI'],
    errorCode: null,
  },
]
