// The engine-to-web contract for inspect() payloads, per family: entity kind (engine
// Entity::entityKind) → schema of its JSON. Panels import the inferred types (type-only, so the
// schemas never reach the app bundle); tests/wasm/contracts.test.ts parses every entity of every
// shipped scenario with these schemas, so a payload and its type cannot drift apart.
// A new family adds one file here and one line below.
import { afdpContracts } from './afdp';
import { dccpContracts } from './dccp';
import { estimationContracts } from './estimation';
import { ethernetContracts } from './ethernet';
import { literatureContracts } from './literature';
import { p2pContracts } from './p2p';
import { pollingContracts } from './polling';
import { transportContracts } from './transport';

export const contracts = {
  ...p2pContracts,
  ...ethernetContracts,
  ...pollingContracts,
  ...transportContracts,
  ...dccpContracts,
  ...afdpContracts,
  ...estimationContracts,
  ...literatureContracts,
} as const;

export type EntityKind = keyof typeof contracts;

export * from './afdp';
export * from './common';
export * from './dccp';
export * from './estimation';
export * from './ethernet';
export * from './literature';
export * from './p2p';
export * from './polling';
export * from './transport';
