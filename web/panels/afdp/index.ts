// Panels of the "afdp" model (engine/protocols/afdp): the publisher's rate control, each
// subscriber's progress, the secretary's group; the internetwork's routers, the rdist, track and
// afdpdist baselines and the competing ftp flow show their counters.
import type {
  AfdpAfdpdist,
  AfdpFtp,
  AfdpPublisher,
  AfdpRdist,
  AfdpSecretary,
  AfdpSubscriber,
  AfdpTrack,
  LanRouter,
} from '../../../wasm/contracts';
import { linkLayer } from '../common/LinkLayer';
import { summary } from '../common/Summary';
import { timers } from '../common/Timers';
import type { Panel, PanelSet } from '../types';
import { finding } from './Finding';
import { hostTable } from './HostTable';
import { progress } from './Progress';
import { rateControl } from './RateControl';

const publisher: Panel<AfdpPublisher> = [rateControl, finding, timers(), summary(), linkLayer()];
const subscriber: Panel<AfdpSubscriber> = [progress, finding, timers(), summary(), linkLayer()];
const secretary: Panel<AfdpSecretary> = [hostTable, summary()];
const router: Panel<LanRouter> = [summary()];
const rdist: Panel<AfdpRdist> = [summary()];
const track: Panel<AfdpTrack> = [summary()];
const afdpdist: Panel<AfdpAfdpdist> = [summary()];
const ftp: Panel<AfdpFtp> = [summary()];

export const afdpPanels = {
  'afdp-publisher': publisher,
  'afdp-subscriber': subscriber,
  'afdp-secretary': secretary,
  'lan-router': router,
  'afdp-rdist': rdist,
  'afdp-track': track,
  'afdp-afdpdist': afdpdist,
  'afdp-ftp': ftp,
} as PanelSet;
