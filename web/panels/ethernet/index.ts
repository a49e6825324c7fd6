// Panels of the "ethernet" model: the thesis's MSAW/MBAP senders and receivers and the medium.
import type { EthernetMedium, MbapReceiver, MbapSender, MsawReceiver, MsawSender } from '../../../wasm/contracts';
import { linkLayer } from '../common/LinkLayer';
import { summary } from '../common/Summary';
import { timers } from '../common/Timers';
import type { Panel, PanelSet } from '../types';
import { ackVector } from './AckVector';
import { mbapWindow } from './MbapWindow';

const msawSender: Panel<MsawSender> = [summary(), ackVector(), timers(), linkLayer()];
const mbapSender: Panel<MbapSender> = [summary(), mbapWindow, ackVector(), timers(), linkLayer()];
const msawReceiver: Panel<MsawReceiver> = [summary(), timers(), linkLayer()];
const mbapReceiver: Panel<MbapReceiver> = [summary(), timers(), linkLayer()];
const medium: Panel<EthernetMedium> = [summary()];

export const ethernetPanels = {
  'msaw-sender': msawSender,
  'mbap-sender': mbapSender,
  'msaw-receiver': msawReceiver,
  'mbap-receiver': mbapReceiver,
  'ethernet-medium': medium,
} as PanelSet;
