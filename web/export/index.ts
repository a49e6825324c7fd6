// Exports: charts as SVG and PNG, series as CSV, the event log as text, the scenario as JSON.
// Pure builders return strings/Blobs; <ExportMenu> turns a list of items into download buttons.
//
// HOW THE SHELL MOUNTS IT
//   import { ExportMenu, chartItems, seriesCsv, eventLogText, scenarioJson, textItem, jsonItem } from '../export';
//
//   // Chart panel header (svgRef is the chart's <svg>):
//   <ExportMenu label="Export throughput chart" items={chartItems(`${scenarioName} ${metric}`,
//     () => svgRef.current, () => seriesCsv([{ name: metric, unit, t: series.t, v: series.v }], store.shownTime))} />
//
//   // Event log panel header (store.log: {time, kind, text}; map kind numbers to names first):
//   <ExportMenu label="Export event log" items={[textItem(`${scenarioName} event log`,
//     () => eventLogText(store.log.map((l) => ({ time: l.time, kind: kindName(l.kind), text: l.text })),
//                        { scenario: scenarioName, seed }))]} />
//
//   // Scenario bar:
//   <ExportMenu label="Export scenario" items={[jsonItem(scenarioName, () => scenarioJson(scenarioObject, { seed }))]} />
//
// Needs from the shell: the chart <svg> element (in the document), the series arrays and the log
// entries. SVG/PNG need a browser (computed styles, Image, canvas); CSV/JSON/text are pure.

export { type Cell, csvCell, seriesCsv, type TimeSeries, toCsv } from './csv';
export { downloadBlob, MIME, safeFilename, textBlob } from './download';
export { ExportMenu, type ExportMenuProps } from './ExportMenu';
export { chartItems, csvItem, type ExportItem, jsonItem, pngItem, svgItem, textItem } from './items';
export { scenarioJson } from './json';
export { svgToPng } from './png';
export { INLINE_STYLE_PROPS, serializeSvg, svgDocument, svgSize } from './svg';
export { eventLogText, formatSeconds, type LogLine, type LogMeta } from './text';
