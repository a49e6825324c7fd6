// The panels' short field names (the <dt> and <th> labels inside each family's panel) in Brazilian
// Portuguese, looked up by the English label when a panel is shown; section titles live in
// sectionTitles.pt-BR.ts. Protocol variables and acronyms (SRTT, RTO, RCV.NXT, ssthresh, recover,
// Ack Ratio) are not listed: they read the same in both languages, and pw() returns a label missing
// here unchanged. tests/unit/i18n/panelWords.test.ts checks every English label a panel uses is
// either listed or one of those kept terms.
import { currentLanguage } from '../i18n/i18n';

export const PT_BR_PANEL_WORDS: Record<string, string> = {
  'ACK every': 'ACK a cada',
  'Acks lost': 'ACKs perdidos',
  'GSR (last received)': 'GSR (último recebido)',
  'GSS (last sent)': 'GSS (último enviado)',
  'RTT samples': 'amostras de RTT',
  'advertised window': 'janela anunciada',
  backoffs: 'recuos (backoff)',
  'bracket after': 'intervalo depois',
  delivered: 'entregues',
  'duplicate ACKs': 'ACKs duplicados',
  'fast retransmits / timeouts': 'retransmissões rápidas / estouros do RTO',
  'handshake RTT': 'RTT do handshake',
  'highest received': 'maior recebido',
  joined: 'entrou',
  left: 'saiu',
  by: 'por',
  lost: 'perdidos',
  'lost / acked': 'perdidos / reconhecidos',
  mode: 'modo',
  'nofeedback expiries': 'expirações do nofeedback',
  'out of order': 'fora de ordem',
  overflow: 'estouro',
  'packet every': 'pacote a cada',
  packets: 'pacotes',
  'packets received': 'pacotes recebidos',
  phase: 'fase',
  queue: 'fila',
  'queued to resend': 'na fila para reenvio',
  'rate (Mbit/s)': 'taxa (Mbit/s)',
  'receive window': 'janela de recepção',
  receiver: 'receptor',
  'requests valid / ignored': 'pedidos válidos / ignorados',
  'retransmission timeout': 'temporizador de retransmissão',
  rules: 'regras',
  'segments / retransmitted': 'segmentos / retransmitidos',
  sending: 'enviando',
  sent: 'enviados',
  streams: 'rajadas',
  to: 'para',
  variant: 'variante',
  verdict: 'veredito',
  'w in tot0': 'peso em tot0',
  'w in tot1': 'peso em tot1',
  'window counter': 'contador de janela',
  'window halvings': 'reduções da janela à metade',
  'window start': 'início da janela',
};

/** Labels that are protocol variables or acronyms: the same words in Portuguese. */
export const PANEL_WORDS_KEPT = new Set([
  'Ack Ratio',
  'CCID',
  'Gmin–Gmax',
  'I',
  'ISS',
  'L / T',
  'R',
  'R (Mbit/s)',
  'RCV.NXT',
  'RTO',
  'RTTVAR',
  'Rmin–Rmax',
  'SND.UNA / SND.NXT',
  'SRTT',
  'host',
  'multicast',
  'p',
  'recover',
  'ssthresh',
  't_RTO = 4R',
]);

/** A panel label in the active language. */
export function pw(english: string): string {
  return currentLanguage() === 'pt-BR' ? (PT_BR_PANEL_WORDS[english] ?? english) : english;
}
