// Panels of the "afdp" model (engine/protocols/afdp): the publisher's rate control, each
// subscriber's progress, the secretary's group; the internetwork's routers and the rdist baseline
// show their counters.
import type { AfdpPublisher, AfdpRdist, AfdpSecretary, AfdpSubscriber, LanRouter } from '../../../wasm/contracts';
import { linkLayer } from '../common/LinkLayer';
import { summary } from '../common/Summary';
import { timers } from '../common/Timers';
import type { Panel, PanelSet } from '../types';
import { hostTable } from './HostTable';
import { progress } from './Progress';
import { rateControl } from './RateControl';

const publisher: Panel<AfdpPublisher> = [rateControl, timers(), summary(), linkLayer()];
const subscriber: Panel<AfdpSubscriber> = [progress, timers(), summary(), linkLayer()];
const secretary: Panel<AfdpSecretary> = [hostTable, summary()];
const router: Panel<LanRouter> = [summary()];
const rdist: Panel<AfdpRdist> = [summary()];

export const afdpPanels = {
  'afdp-publisher': publisher,
  'afdp-subscriber': subscriber,
  'afdp-secretary': secretary,
  'lan-router': router,
  'afdp-rdist': rdist,
} as PanelSet;
