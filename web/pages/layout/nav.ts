import { pb } from '../../paths'
import type { LayoutKind, Params } from '../../routing/types'

export type NavItem = { label: string; href: string }
export type NavSection = { heading: string; items: NavItem[] }

/**
 * Sidebar entries per layout, as data (like Cockpit's manifests). Only routes that exist appear
 * here: test/pages/layout/nav.test.ts matches every href against the route table.
 */
export const navSections: Record<Exclude<LayoutKind, 'public'>, (p: Params) => NavSection[]> = {
  silo: () => [{ heading: 'Silo', items: siloItems }],
  project: (p) => [
    {
      heading: 'Project',
      items: [
        { label: 'Instances', href: pb.instances({ project: p.project }) },
        { label: 'Disks', href: pb.disks({ project: p.project }) },
        { label: 'Snapshots', href: pb.snapshots({ project: p.project }) },
        { label: 'Images', href: pb.projectImages({ project: p.project }) },
        { label: 'VPCs', href: pb.vpcs({ project: p.project }) },
        { label: 'Floating IPs', href: pb.floatingIps({ project: p.project }) },
        { label: 'External subnets', href: pb.externalSubnets({ project: p.project }) },
        { label: 'Multicast groups', href: pb.multicastGroups({ project: p.project }) },
        { label: 'Affinity', href: pb.affinity({ project: p.project }) },
        { label: 'Probes', href: pb.probes({ project: p.project }) },
        { label: 'Project access', href: pb.projectAccess({ project: p.project }) },
      ],
    },
    { heading: 'Silo', items: siloItems },
  ],
  // Grouped so an operator can scan it (issue #24): the same links as the one flat list before.
  system: () => [
    {
      heading: 'Fleet',
      items: [
        { label: 'Silos', href: pb.silos() },
        { label: 'Utilization', href: pb.systemUtilization() },
        { label: 'Time-series explorer', href: pb.systemTimeseries() },
      ],
    },
    {
      heading: 'Hardware',
      items: [
        { label: 'Inventory', href: pb.inventory() },
        { label: 'Add sleds', href: pb.sledsUninitialized() },
      ],
    },
    // split in two when the fleet networking settings made nine (issue #25): at most 8 a heading
    {
      heading: 'Networking',
      items: [
        { label: 'IP pools', href: pb.ipPools() },
        { label: 'Subnet pools', href: pb.subnetPools() },
        { label: 'Address lots', href: pb.addressLots() },
        { label: 'Loopback addresses', href: pb.loopbacks() },
        { label: 'Allow list', href: pb.allowList() },
        { label: 'Networking settings', href: pb.networkingSettings() },
      ],
    },
    {
      heading: 'Routing and switches',
      items: [
        { label: 'BGP', href: pb.rackBgp() },
        { label: 'Switch port settings', href: pb.portSettingsList() },
        { label: 'Switch ports', href: pb.switchPorts() },
      ],
    },
    {
      heading: 'Operations',
      items: [
        { label: 'Issues', href: pb.systemIssues() },
        { label: 'Update', href: pb.systemUpdate() },
        { label: 'Support bundles', href: pb.supportBundles() },
        { label: 'Alerts', href: pb.alerts() },
      ],
    },
    {
      heading: 'Security',
      items: [
        { label: 'Audit log', href: pb.auditLog() },
        { label: 'Certificates', href: pb.certificates() },
        { label: 'Built-in users', href: pb.usersBuiltin() },
        { label: 'Fleet access', href: pb.fleetAccess() },
      ],
    },
  ],
  settings: () => [
    {
      heading: 'Settings',
      items: [
        { label: 'Profile', href: pb.profile() },
        { label: 'SSH keys', href: pb.sshKeys() },
        { label: 'Access tokens', href: pb.accessTokens() },
        { label: 'Authentication', href: pb.authSettings() },
      ],
    },
  ],
}

const siloItems: NavItem[] = [
  { label: 'Projects', href: pb.projects() },
  { label: 'Images', href: pb.siloImages() },
  { label: 'Utilization', href: pb.siloUtilization() },
  { label: 'Silo access', href: pb.siloAccess() },
]
