// Panels of the transport model's agents (engine/transport): the TCP sender's congestion control
// and retransmission timer, the TCP receiver's buffer; UDP and the background mix show their
// counters. DCCP's panels are in ../dccp.
import type { BackgroundTraffic, TcpReceiver, TcpSender, UdpReceiver, UdpSender } from '../../../wasm/contracts';
import { summary } from '../common/Summary';
import { timers } from '../common/Timers';
import type { Panel, PanelSet } from '../types';
import { tcpCongestion } from './TcpCongestion';
import { tcpReceiveBuffer } from './TcpReceiveBuffer';
import { tcpTimer } from './TcpTimer';

const tcpSender: Panel<TcpSender> = [tcpCongestion, tcpTimer, timers(), summary()];
const tcpReceiver: Panel<TcpReceiver> = [tcpReceiveBuffer, timers(), summary()];
const udpSender: Panel<UdpSender> = [summary()];
const udpReceiver: Panel<UdpReceiver> = [summary()];
const background: Panel<BackgroundTraffic> = [summary()];

export const transportPanels = {
  'tcp-sender': tcpSender,
  'tcp-receiver': tcpReceiver,
  'udp-sender': udpSender,
  'udp-receiver': udpReceiver,
  background,
} as PanelSet;
