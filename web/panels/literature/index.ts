// Panels of the thesis's literature protocols (seed 001 §2.7-2.9, chapter 5) on the "ethernet" model.
import type { CmSite, EsNode, RraReceiver, RraSender, SeqNode } from '../../../wasm/contracts';
import { linkLayer } from '../common/LinkLayer';
import { summary } from '../common/Summary';
import { timers } from '../common/Timers';
import type { Panel, PanelSet } from '../types';
import { cmTimestamps, cmTokenList } from './ChangMaxemchuk';
import { esPerSender, esSendBuffer } from './ErramilliSingh';
import { rraRotation } from './RoundRobin';
import { seqAckTable, seqHistory, seqOrder } from './Sequencer';

const seqNode: Panel<SeqNode> = [summary(), seqHistory, seqAckTable, seqOrder, timers(), linkLayer()];
const esNode: Panel<EsNode> = [summary(), esSendBuffer, esPerSender, timers(), linkLayer()];
const cmSite: Panel<CmSite> = [summary(), cmTokenList, cmTimestamps, timers(), linkLayer()];
const rraSender: Panel<RraSender> = [summary(), rraRotation, timers(), linkLayer()];
const rraReceiver: Panel<RraReceiver> = [summary(), timers(), linkLayer()];

export const literaturePanels = {
  'seq-node': seqNode,
  'es-node': esNode,
  'cm-site': cmSite,
  'rra-sender': rraSender,
  'rra-receiver': rraReceiver,
} as PanelSet;
