// Panels of the estimation family (engine/protocols/estimation): pathload's receiver is the x-ray of
// the search (the bracket narrowing over the true available bandwidth, every fleet's verdict, the
// latest fleet's one-way delays); its sender shows what it is sending and its timers; abget's
// client draws every probed rate over the true available bandwidth and lists each with its
// verdict and the bracket after it; iperf's client and
// server are a handful of counters (rate sent; bandwidth, loss and jitter received), shown as is.
// pathload's and abget's panels open with the run's instances and host-timing options when any is set.
import type {
  AbgetClient,
  AbgetServer,
  IperfClient,
  IperfServer,
  PathloadReceiver,
  PathloadSender,
} from '../../../wasm/contracts';
import { summary } from '../common/Summary';
import { timers } from '../common/Timers';
import type { Panel, PanelSet } from '../types';
import { abgetRates } from './AbgetRates';
import { abgetSearch } from './AbgetSearch';
import { fleetTable } from './FleetTable';
import { hostOptions } from './HostOptions';
import { searchChart } from './SearchChart';
import { streamOwds } from './StreamOwds';

const receiver: Panel<PathloadReceiver> = [
  hostOptions('pathload'),
  searchChart,
  fleetTable,
  streamOwds,
  timers(),
  summary(),
];
const sender: Panel<PathloadSender> = [hostOptions('pathload'), timers(), summary()];
const abgetClient: Panel<AbgetClient> = [hostOptions('abget'), abgetSearch, abgetRates, timers(), summary()];
const abgetServer: Panel<AbgetServer> = [summary()];
const iperfClient: Panel<IperfClient> = [summary()];
const iperfServer: Panel<IperfServer> = [summary()];

export const estimationPanels = {
  'pathload-receiver': receiver,
  'pathload-sender': sender,
  'abget-client': abgetClient,
  'abget-server': abgetServer,
  'iperf-client': iperfClient,
  'iperf-server': iperfServer,
} as PanelSet;
