/*
 * The API types rules/ and roles.ts read, taken from the generated types
 * (CONTRACTS: web/api/generated/types.ts mirrors nexus.json). One import
 * point, so a rename in the generator touches one file.
 */
import type { DiskState } from '../generated/types'

export type {
  FleetRole,
  IdentityType,
  InstanceState,
  ProjectRole,
  SiloRole,
  SnapshotState,
} from '../generated/types'

/**
 * nexus.json `DiskState` is a tagged object (`{ state: 'attached', instance }`);
 * rules only ever look at the tag.
 */
export type DiskStateName = DiskState['state']
