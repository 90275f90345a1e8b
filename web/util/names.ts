/*
 * Generated resource names (the rules: validation "Generated resource names", §9): parts
 * joined with '-', trimmed so the whole fits 63 characters, ending with a
 * random 6-hex-character suffix. Used for defaults such as a snapshot named
 * after its disk, so the output must always pass `validateName`.
 */
import { MAX_NAME_LENGTH } from './validate'

const NAME_SUFFIX_LENGTH = 6

// Room for the parts and their dashes: 63 minus '-' and the suffix.
const BODY_LENGTH = MAX_NAME_LENGTH - NAME_SUFFIX_LENGTH - 1

/** Reduce a part to name characters: lowercase alphanumerics and single inner dashes. */
const clean = (part: string) =>
  part
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/**
 * Share `room` characters between parts as evenly as possible: short parts
 * keep their full length and what they leave goes to the long ones, so
 * ('a-very-long-instance-name…', 'disk') keeps 'disk' whole.
 */
function shareRoom(lengths: number[], room: number): number[] {
  let cap = 0
  const used = (c: number) => lengths.reduce((sum, l) => sum + Math.min(l, c), 0)
  while (cap < room && used(cap + 1) <= room && used(cap + 1) > used(cap)) cap++
  let spare = room - used(cap)
  return lengths.map((l) => {
    if (l <= cap) return l
    const extra = spare > 0 ? 1 : 0
    spare -= extra
    return cap + extra
  })
}

/** Six lowercase hex digits from a [0, 1) source. */
function hexSuffix(random: () => number): string {
  const n = Math.min(Math.floor(random() * 0x1000000), 0xffffff)
  return n.toString(16).padStart(NAME_SUFFIX_LENGTH, '0')
}

/**
 * generateName(['db1', 'disk']) -> 'db1-disk-3fa9c2'. Parts are first
 * reduced to name characters; if what is left does not start with a letter,
 * 'x' is put in front, since a name must. `random` is injectable for tests.
 */
export function generateName(parts: readonly string[], random: () => number = Math.random): string {
  let cleaned = parts.map(clean).filter(Boolean)
  if (!/^[a-z]/.test(cleaned[0] ?? '')) cleaned.unshift('x')
  // every part needs at least one character and a dash
  cleaned = cleaned.slice(0, Math.floor((BODY_LENGTH + 1) / 2))
  const room = BODY_LENGTH - (cleaned.length - 1)
  const lengths = shareRoom(
    cleaned.map((p) => p.length),
    room,
  )
  const body = cleaned
    // a cut can land just after an inner dash; a part never ends with one
    .map((p, i) => p.slice(0, lengths[i]).replace(/-+$/, ''))
    .join('-')
  return `${body}-${hexSuffix(random)}`
}
