// Panels of the "polling" model: the sender (windows, bucket, V, subgroups, timers), the receivers
// (their window) and the implosion counters.
import type { PollingImplosion, PollingReceiver, PollingSender } from '../../../wasm/contracts';
import { summary } from '../common/Summary';
import { timers } from '../common/Timers';
import { WindowStrip } from '../common/WindowStrip';
import type { Panel, PanelSection, PanelSet } from '../types';
import { bucket, pollVector, subgroups } from './Polling';
import { senderWindows } from './SenderWindows';

const receiverWindow: PanelSection<PollingReceiver> = {
  id: 'window',
  title: 'Window',
  render: ({ state }) => <WindowStrip le={state.le} re={state.re} hr={state.hr} bits={state.bits} />,
};

const sender: Panel<PollingSender> = [summary(), senderWindows, bucket, pollVector, subgroups, timers()];
const receiver: Panel<PollingReceiver> = [summary(), receiverWindow];
const implosion: Panel<PollingImplosion> = [summary()];

export const pollingPanels = {
  'polling-sender': sender,
  'polling-receiver': receiver,
  'polling-implosion': implosion,
} as PanelSet;
