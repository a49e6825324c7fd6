// Panels of routed networks and their traffic: nodes, links, CBR sources and sinks.
import type { CbrSource, LinkState, NodeState, Sink } from '../../../wasm/contracts';
import { summary } from '../common/Summary';
import type { Panel, PanelSet } from '../types';
import { directions } from './Directions';

const node: Panel<NodeState> = [summary(), directions('interfaces', 'Interfaces')];
const link: Panel<LinkState> = [summary(), directions('directions', 'Directions')];
const source: Panel<CbrSource> = [summary()];
const sink: Panel<Sink> = [summary()];

export const p2pPanels = { node, link, 'cbr-source': source, sink } as PanelSet;
