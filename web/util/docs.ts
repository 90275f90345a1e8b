/**
 * Where each topic is documented: one table, so pages and forms pass a topic key and
 * never a URL. Paths are the docs site's published guide pages; a topic without a page of its own
 * points at the nearest one and its label says which page that is. Links open in a new tab and
 * nothing is loaded from that origin (the build).
 */
export type DocLink = { href: string; label: string }

const base = 'https://docs.oxide.computer/guides'

export const DOCS_HOME: DocLink = { href: base, label: 'Oxide documentation' }

export const docs = {
  instances: { href: `${base}/deploying-workloads`, label: 'Deploying workloads' },
  instanceActions: { href: `${base}/managing-instances`, label: 'Managing instances' },
  disks: { href: `${base}/managing-disks-and-snapshots`, label: 'Disks and snapshots' },
  snapshots: { href: `${base}/managing-disks-and-snapshots#_snapshots`, label: 'Snapshots' },
  images: { href: `${base}/creating-and-sharing-images`, label: 'Images' },
  vpcs: { href: `${base}/configuring-guest-networking`, label: 'Guest networking' },
  firewallRules: { href: `${base}/configuring-guest-networking#_firewall_rules`, label: 'Firewall rules' },
  subnets: { href: `${base}/configuring-guest-networking`, label: 'Guest networking' },
  routers: { href: `${base}/configuring-guest-networking#_custom_routers`, label: 'Custom routers' },
  gateways: { href: `${base}/configuring-guest-networking#internet-gateway`, label: 'Internet gateways' },
  floatingIps: { href: `${base}/managing-floating-ips`, label: 'Floating IPs' },
  affinity: { href: `${base}/deploying-workloads#_affinity_and_anti_affinity`, label: 'Affinity' },
  projects: { href: `${base}/onboarding-projects`, label: 'Projects' },
  ipPools: { href: `${base}/operator/ip-pool-management`, label: 'IP pools' },
  silos: { href: `${base}/operator/silo-management`, label: 'Silos' },
  identityProviders: { href: `${base}/operator/identity-providers`, label: 'Identity providers' },
  access: { href: `${base}/configuring-access`, label: 'Access control' },
  sshKeys: { href: `${base}/user-settings#_ssh_keys`, label: 'SSH keys' },
  tokens: { href: `${base}/working-with-api-and-sdk#_device_token_setup`, label: 'Access tokens' },
  deviceLogin: { href: `${base}/working-with-api-and-sdk#_device_token_setup`, label: 'Device sign-in' },
  metrics: { href: `${base}/operator/system-metrics`, label: 'System metrics' },
  updates: { href: `${base}/operator/system-update`, label: 'System update' },
  sleds: { href: `${base}/architecture/service-processors#_server_sled`, label: 'Server sleds' },
  // No guide of their own: the operator FAQ covers troubleshooting with Oxide support, and alerts
  // are part of monitoring the rack.
  supportBundles: { href: `${base}/operator/faq`, label: 'Operator FAQ' },
  alerts: { href: `${base}/operator/system-metrics`, label: 'System metrics' },
  rackNetworking: { href: `${base}/system/initial-rack-setup`, label: 'Rack setup and networking' },
} satisfies Record<string, DocLink>

export type DocsTopic = keyof typeof docs
