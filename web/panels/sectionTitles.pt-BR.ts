// The panels' section titles (each family's `title: '...'` in web/panels/**) in Brazilian
// Portuguese, looked up by the English title when a panel is shown. A title missing here shows in
// English; tests/unit/i18n/panelTitles.test.ts lists every title the panels declare and fails on one
// without a translation.
import { currentLanguage } from '../i18n/i18n';

export const PT_BR_SECTION_TITLES: Record<string, string> = {
  'ACK table (highest seq each member has acknowledged)': 'Tabela de ACKs (maior seq que cada membro reconheceu)',
  'Ack Vector': 'Ack Vector',
  'Acknowledgment vector': 'Vetor de reconhecimentos',
  'CCID 2 window': 'Janela do CCID 2',
  'Congestion control': 'Controle de congestionamento',
  'DCCP connection': 'Conexão DCCP',
  'Delivered, in total order (latest)': 'Entregues, em ordem total (mais recentes)',
  'Expected sequence number per sender': 'Número de sequência esperado por emissor',
  'Fleets and verdicts': 'Frotas e veredictos',
  Group: 'Grupo',
  'History buffer': 'Buffer de histórico',
  'Instances and host timing': 'Instâncias e temporização dos hosts',
  'Latest fleet: one-way delays per stream': 'Última frota: atrasos unidirecionais por fluxo',
  'Link layer': 'Camada de enlace',
  'Loss intervals': 'Intervalos de perda',
  'Per-receiver sender windows': 'Janelas do emissor por receptor',
  'Poll vector V': 'Vetor de consulta V',
  'Probed rates and the bracket': 'Taxas sondadas e o intervalo',
  'Search (probed rates over the true available bandwidth)': 'Busca (taxas sondadas sobre a banda disponível real)',
  Progress: 'Progresso',
  'Rate control': 'Controle de taxa',
  'Receive buffer': 'Buffer de recepção',
  'Retransmission timer': 'Temporizador de retransmissão',
  'Rotation (who acknowledges next)': 'Rodízio (quem reconhece em seguida)',
  'Search (rate bracket over the true available bandwidth)': 'Busca (intervalo de taxas sobre a banda disponível real)',
  Secretary: 'Secretário',
  'Send buffer (last B messages sent)': 'Buffer de envio (últimas B mensagens enviadas)',
  'Sender window': 'Janela do emissor',
  State: 'Estado',
  'Subgroup schedule': 'Agenda dos subgrupos',
  'TFRC rate': 'Taxa do TFRC',
  Timers: 'Temporizadores',
  'Timestamps and commit horizon': 'Carimbos de tempo e horizonte de confirmação',
  'Token bucket': 'Balde de tokens',
  'Token list': 'Lista de tokens',
  Window: 'Janela',
};

/** A panel section's title in the active language. */
export function sectionTitle(title: string): string {
  return currentLanguage() === 'pt-BR' ? (PT_BR_SECTION_TITLES[title] ?? title) : title;
}

// Entity kinds (the engine's entityKind(), shown small beside a panel's name): a role word
// translated, the protocol's name kept ("msaw-sender" reads "emissor msaw").
const PT_BR_KIND_WORDS: Record<string, string> = {
  node: 'nó',
  sink: 'destino',
  link: 'enlace',
  background: 'tráfego de fundo',
  sender: 'emissor',
  receiver: 'receptor',
  client: 'cliente',
  server: 'servidor',
  publisher: 'publicador',
  subscriber: 'assinante',
  secretary: 'secretário',
  source: 'fonte',
  site: 'nó',
  medium: 'meio',
};

/** An entity kind in the active language. */
export function entityKindLabel(kind: string): string {
  if (currentLanguage() !== 'pt-BR') return kind;
  const parts = kind.split('-');
  const role = PT_BR_KIND_WORDS[parts[parts.length - 1]];
  if (role === undefined) return kind;
  const rest = parts.slice(0, -1).join('-');
  return rest ? `${role} ${rest}` : role;
}
