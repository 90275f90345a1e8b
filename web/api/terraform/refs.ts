/**
 * How one resource refers to another: the address of its resource when the file has one, else a
 * data source looked up by name, else (only where the provider has no data source, or the object
 * is gone) the raw ID with a note saying why.
 */
import type { TfFile } from './file'
import type { Expr } from './hcl'
import type { ProjectData } from './model'

export type Refs = ReturnType<typeof makeRefs>

export function makeRefs(f: TfFile, d: ProjectData) {
  const project_name = d.project.name
  const raw = (id: string, what: string) => {
    f.note(`${what} ${id} is referred to by ID: ${noLookup[what] ?? 'it was not found in the project'}.`)
    return id
  }
  const vpcName = (id: string) => d.vpcs.find((v) => v.id === id)?.name
  return {
    project: (): Expr =>
      f.idOf(d.project.id) ?? f.lookup('oxide_project', [d.project.name], { name: d.project.name }),
    vpc(id: string): Expr | string {
      const name = vpcName(id)
      return f.idOf(id) ?? (name ? f.lookup('oxide_vpc', [name], { project_name, name }) : raw(id, 'VPC'))
    },
    subnet(id: string): Expr | string {
      const s = d.subnets.find((x) => x.id === id)
      const vpc_name = s && vpcName(s.vpcId)
      return (
        f.idOf(id) ??
        (s && vpc_name
          ? f.lookup('oxide_vpc_subnet', [vpc_name, s.name], { project_name, vpc_name, name: s.name })
          : raw(id, 'Subnet'))
      )
    },
    router(id: string): Expr | string {
      const r = d.routers.find((x) => x.id === id)
      const vpc_name = r && vpcName(r.vpcId)
      return (
        f.idOf(id) ??
        (r && vpc_name
          ? f.lookup('oxide_vpc_router', [vpc_name, r.name], { project_name, vpc_name, name: r.name })
          : raw(id, 'Router'))
      )
    },
    disk(id: string): Expr | string {
      const disk = d.disks.find((x) => x.id === id)
      return (
        f.idOf(id) ??
        (disk ? f.lookup('oxide_disk', [disk.name], { project_name, name: disk.name }) : raw(id, 'Disk'))
      )
    },
    image(id: string): Expr | string {
      const image = d.images.find((x) => x.id === id)
      if (f.idOf(id)) return f.idOf(id)!
      if (!image) return raw(id, 'Image')
      // a silo image has no project: the data source then looks in the silo
      const body = image.projectId ? { project_name, name: image.name } : { name: image.name }
      return f.lookup('oxide_image', image.projectId ? [image.name] : ['silo', image.name], body)
    },
    snapshot: (id: string): Expr | string => f.idOf(id) ?? raw(id, 'Snapshot'),
    floatingIp(id: string): Expr | string {
      const ip = d.floatingIps.find((x) => x.id === id)
      return (
        f.idOf(id) ??
        (ip ? f.lookup('oxide_floating_ip', [ip.name], { project_name, name: ip.name }) : raw(id, 'Floating IP'))
      )
    },
    antiAffinityGroup(id: string): Expr | string {
      const g = d.antiAffinityGroups.find((x) => x.id === id)
      return (
        f.idOf(id) ??
        (g
          ? f.lookup('oxide_anti_affinity_group', [g.name], { project_name, name: g.name })
          : raw(id, 'Anti-affinity group'))
      )
    },
    pool(id: string): Expr | string {
      const name = d.ipPools.get(id)
      return name ? f.lookup('oxide_ip_pool', [name], { name }) : raw(id, 'IP pool')
    },
  }
}

/** Why a kind can only be referred to by ID. */
const noLookup: Record<string, string> = {
  Snapshot: 'the provider has no data source for snapshots',
}
