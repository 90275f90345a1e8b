/** Every contract case, in the order they run. */
import type { Case } from '../case.ts'
import { unauthorizedCases } from './unauthorized.ts'

export const allCases: Case[] = [...unauthorizedCases]
