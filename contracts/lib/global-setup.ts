// Vitest global setup of the contracts project: the contract is bundled afresh before any check runs, so a
// stale or missing openapi/dist/openapi.yaml can never pass. With CONTRACT_BUNDLE (a candidate bundle, see
// contracts/README.md) that bundle is used as it is, and must exist.
import { existsSync } from 'node:fs';
import { bundle } from '../../scripts/lib/openapi.mjs';
import { BUNDLE } from './contract';

export default function setup() {
  if (process.env.CONTRACT_BUNDLE) {
    if (!existsSync(BUNDLE)) throw new Error(`CONTRACT_BUNDLE=${process.env.CONTRACT_BUNDLE}: no such file (${BUNDLE})`);
    console.log(`contracts: checking the candidate bundle ${BUNDLE}`);
    return;
  }
  bundle();
}
