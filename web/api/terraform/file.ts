/**
 * One Terraform file being written: resources in order, the data sources they need for what is
 * not in the file, `import` blocks for objects that already exist, variables for secrets, and
 * notes. References go through here, so a resource in the file is referred to by its address
 * and anything else by a data source lookup by name, never by a raw ID.
 */
import { block, comment, data, importBlock, label, quote, ref, resource, type Block, type Expr, type Value } from './hcl'
import type { DataSourceType, ResourceType } from './provider-schema'

export class TfFile {
  private blocks: Block[] = []
  private lookups = new Map<string, Block>()
  private variables = new Map<string, string>()
  private imports: { to: string; id: string }[] = []
  /** API id -> the address of the resource made for it in this file. */
  private addresses = new Map<string, string>()
  private noted = new Set<string>()

  /** Says something the file cannot: why a reference is an ID, what was left out. Once each. */
  note(text: string) {
    this.noted.add(text)
  }

  get notes(): string[] {
    return [...this.noted]
  }

  /**
   * Adds a resource. `id`: the API object it describes, which others may then refer to and which
   * gets an import block (by `importId` where the provider imports by another id: a VPC's rule set).
   */
  add(
    type: ResourceType,
    name: string,
    body: Record<string, Value>,
    opts: { id?: string; importId?: string; note?: string } = {},
  ): string {
    const address = `${type}.${name}`
    this.blocks.push(resource(type, name, body, opts.note))
    if (opts.id) this.addresses.set(opts.id, address)
    const importId = opts.importId ?? opts.id
    if (importId) this.imports.push({ to: address, id: importId })
    return address
  }

  /** Claims the address of API object `id` before its resource is written (an instance refers to its disks). */
  reserve(id: string, type: ResourceType, name: string) {
    this.addresses.set(id, `${type}.${name}`)
  }

  /** `<address>.id` of the resource for API object `id` in this file, if there is one. */
  idOf(id: string | null | undefined): Expr | undefined {
    const address = id ? this.addresses.get(id) : undefined
    return address ? ref(`${address}.id`) : undefined
  }

  /** A data source looked up by name (added once), referred to by its `.id`. */
  lookup(type: DataSourceType, parts: string[], body: Record<string, Value>): Expr {
    const name = label(...parts)
    const key = `${type}.${name}`
    if (!this.lookups.has(key)) this.lookups.set(key, data(type, name, body))
    return ref(`data.${key}.id`)
  }

  /** A sensitive input variable in place of a secret typed in the form; returns `var.<name>`. */
  secret(name: string, description: string): Expr {
    this.variables.set(name, description)
    return ref(`var.${name}`)
  }

  render(header: string[]): string {
    const parts: string[] = []
    parts.push(comment(header))
    parts.push(
      'terraform {\n  required_providers {\n    oxide = {\n      source = "oxidecomputer/oxide"\n    }\n  }\n}\n',
    )
    for (const [name, description] of this.variables)
      parts.push(`variable ${quote(name)} {\n  type        = string\n  sensitive   = true\n  description = ${quote(description)}\n}\n`)
    parts.push(...[...this.lookups.values()].map(block))
    parts.push(...this.blocks.map(block))
    if (this.imports.length > 0) {
      parts.push(comment(['Bring the existing objects under management (Terraform 1.5 or later): `terraform plan`']))
      parts.push(...this.imports.map((i) => importBlock(i.to, i.id)))
    }
    return parts.join('\n')
  }
}
