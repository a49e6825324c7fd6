// Panels of DCCP flows (engine/transport/dccp): the client with its CCID 3 rate or CCID 2 window,
// the server with its loss-interval history or Ack Vector, both with their connection state.
import type { DccpReceiver, DccpSender } from '../../../wasm/contracts';
import { summary } from '../common/Summary';
import { timers } from '../common/Timers';
import type { Panel, PanelSet } from '../types';
import { ackVectorRuns } from './AckVectorRuns';
import { ccid2Window } from './Ccid2Window';
import { connection } from './Connection';
import { lossIntervals } from './LossIntervals';
import { tfrcRate } from './TfrcRate';

const ccid3Sender: Panel<DccpSender> = [connection(), tfrcRate, timers(), summary()];
const ccid2Sender: Panel<DccpSender> = [connection(), ccid2Window, timers(), summary()];
const ccid3Receiver: Panel<DccpReceiver> = [connection(), lossIntervals, summary()];
const ccid2Receiver: Panel<DccpReceiver> = [connection(), ackVectorRuns, timers(), summary()];

export const dccpPanels = {
  'dccp-ccid3-sender': ccid3Sender,
  'dccp-ccid2-sender': ccid2Sender,
  'dccp-ccid3-receiver': ccid3Receiver,
  'dccp-ccid2-receiver': ccid2Receiver,
} as PanelSet;
