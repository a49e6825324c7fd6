// Panels of the estimation family (engine/protocols/estimation): pathload's receiver is the x-ray of
// the search (the bracket narrowing over the true available bandwidth, every fleet's verdict, the
// latest fleet's one-way delays); its sender shows what it is sending and its timers.
import type { PathloadReceiver, PathloadSender } from '../../../wasm/contracts';
import { summary } from '../common/Summary';
import { timers } from '../common/Timers';
import type { Panel, PanelSet } from '../types';
import { fleetTable } from './FleetTable';
import { searchChart } from './SearchChart';
import { streamOwds } from './StreamOwds';

const receiver: Panel<PathloadReceiver> = [searchChart, fleetTable, streamOwds, timers(), summary()];
const sender: Panel<PathloadSender> = [timers(), summary()];

export const estimationPanels = {
  'pathload-receiver': receiver,
  'pathload-sender': sender,
} as PanelSet;
