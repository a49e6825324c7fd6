// The engine's one-line descriptions of the throughput series (what the figure counts), in
// Brazilian Portuguese, looked up by the engine's English text. The engine's own words stay the
// source; a description missing here shows in English.
import { currentLanguage } from '../i18n/i18n';

const PT_BR: Record<string, string> = {
  'bits delivered to sinks per second over the last interval':
    'bits entregues aos destinos por segundo no último intervalo',
  'data confirmed by every receiver per second since the first data packet':
    'dados confirmados por todos os receptores por segundo desde o primeiro pacote de dados',
  "sum over all receivers of the data delivered per second so far (the thesis's absolute throughput: one multicast frame counts once per receiver, so it can exceed the bus rate)":
    'soma, sobre todos os receptores, dos dados entregues por segundo até agora (a vazão absoluta da dissertação: um quadro multicast conta uma vez por receptor, por isso pode passar da taxa do barramento)',
};

/** A metric's description in the active language. */
export function metricHelp(help: string): string {
  return currentLanguage() === 'pt-BR' ? (PT_BR[help] ?? help) : help;
}
