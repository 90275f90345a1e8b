/** Every contract case, in the order they run (quotas last: they leave default-silo with none). */
import type { Case } from '../case.ts'
import { diskCases } from './disks.ts'
import { instanceCases } from './instances.ts'
import { miscCases } from './misc.ts'
import { paginationCases } from './pagination.ts'
import { parseFirstCases } from './parse-first.ts'
import { projectCases } from './projects.ts'
import { quotaCases } from './quotas.ts'
import { unauthorizedCases } from './unauthorized.ts'
import { vpcCases } from './vpcs.ts'

export const allCases: Case[] = [
  ...unauthorizedCases,
  ...parseFirstCases,
  ...projectCases,
  ...instanceCases,
  ...diskCases,
  ...vpcCases,
  ...miscCases,
  ...paginationCases,
  ...quotaCases,
]
