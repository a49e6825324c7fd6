// Brazilian Portuguese for the engine's metric series (MetricInfo {name, unit, help}): display
// names by the series' name, per-flow and per-link series by their prefix ("cwnd F1",
// "queue A→B"), help sentences by the English sentence the engine sends (one name can carry
// different help in different models: "throughput"), and the unit words. Units that are symbols
// (bit/s, Mbit/s, ms, B) are not listed: they read the same in both languages.
// tests/wasm/metricNames.test.ts checks every series of the shipped scenarios is covered.

export const METRIC_NAMES_PT_BR: Record<string, string> = {
  throughput: 'vazão',
  delay: 'atraso',
  drops: 'descartes',
  messages_done: 'mensagens concluídas',
  collisions: 'colisões',
  'sender inbound queue': 'fila de entrada do emissor',
  'implosion drops': 'descartes por implosão',
  'responses received': 'RESPONSEs recebidos',
  'responses sent total': 'total de RESPONSEs enviados',
  'responses received total': 'total de RESPONSEs recebidos',
  'network cost': 'custo de rede',
  'global window le': 'início da janela global (le)',
  tokens: 'fichas',
  'responses in flight': 'RESPONSEs pendentes',
  goodput: 'vazão útil (goodput)',
  jain: 'índice de Jain',
  'available bandwidth': 'banda disponível',
  'pathload rate': 'taxa do pathload',
  'pathload rate 1': 'taxa do pathload 1',
  'pathload rate 2': 'taxa do pathload 2',
  tp_ms: 'período Tp',
  progress: 'progresso',
  members_complete: 'membros completos',
};

/** Series named by a prefix and a flow or link ("cwnd F1", "queue A→B"): the prefix's words. */
export const METRIC_PREFIXES_PT_BR: Record<string, string> = {
  'cwnd ': 'janela de congestionamento ',
  'ssthresh ': 'limiar de partida lenta ',
  'rate ': 'taxa ',
  'throughput ': 'vazão ',
  'queue ': 'fila ',
  'completion ': 'conclusão ',
  'wire bytes ': 'bytes no cabo por ',
  'lan bytes ': 'bytes na ',
};

/** Help sentences by the English the engine sends. `{x}` stands for a flow's name. */
export const METRIC_HELP_PT_BR: Record<string, string> = {
  "sum over all receivers of the data delivered per second so far (the thesis's absolute throughput: one multicast frame counts once per receiver, so it can exceed the bus rate)":
    'soma, sobre todos os receptores, dos dados entregues por segundo até agora (a vazão absoluta da dissertação: um quadro multicast conta uma vez por receptor, por isso pode passar da taxa do barramento)',
  'bits delivered to sinks per second over the last interval':
    'bits entregues aos destinos por segundo no último intervalo',
  'data confirmed by every receiver per second since the first data packet':
    'dados confirmados por todos os receptores por segundo desde o primeiro pacote de dados',
  'mean one-way delay of the packets received in the last interval':
    'atraso médio de ida dos pacotes recebidos no último intervalo',
  'packets waiting in the DropTail queue': 'pacotes esperando na fila DropTail',
  'packets waiting for the bottleneck': 'pacotes esperando pelo gargalo',
  'packets dropped so far (all reasons)': 'pacotes descartados até agora (todos os motivos)',
  'messages every receiver has acknowledged': 'mensagens reconhecidas por todos os receptores',
  'messages every member has delivered': 'mensagens entregues por todos os membros',
  'collisions on the medium so far': 'colisões no meio até agora',
  "RESPONSEs waiting in the queue of the sender's inbound link (the implosion meter)":
    'RESPONSEs esperando na fila do enlace de entrada do emissor (o medidor de implosão)',
  "RESPONSEs dropped by queue overflow so far, at the sender's inbound link":
    'RESPONSEs descartados por estouro de fila até agora, no enlace de entrada do emissor',
  'RESPONSEs reaching the sender per second over the last interval':
    'RESPONSEs que chegam ao emissor por segundo no último intervalo',
  'RESPONSEs sent by all receivers so far': 'RESPONSEs enviados por todos os receptores até agora',
  'RESPONSEs that reached the sender so far': 'RESPONSEs que chegaram ao emissor até agora',
  "bits sent by the sender and the receivers so far (the paper's network cost)":
    'bits enviados pelo emissor e pelos receptores até agora (o custo de rede do artigo)',
  'left edge of the global window (packets confirmed by every receiver + 1)':
    'borda esquerda da janela global (pacotes confirmados por todos os receptores + 1)',
  "tokens in RBP's response bucket": 'fichas no balde de respostas do RBP',
  'polls whose RESPONSE is still awaited': 'consultas cujo RESPONSE ainda é aguardado',
  'application bytes delivered per second, all flows, over the last interval':
    'bytes de aplicação entregues por segundo, todos os fluxos, no último intervalo',
  "Jain's fairness index of the running flows' goodput over the last interval":
    'índice de justiça de Jain da vazão útil dos fluxos ativos no último intervalo',
  'A(t) on the tight link over the last interval': 'A(t) no enlace mais apertado no último intervalo',
  'the rate pathload probes next': 'a taxa que o pathload sonda em seguida',
  "the publisher's inter-packet period Tp": 'o período entre pacotes Tp do publicador',
  'mean share of the message the members hold': 'fração média da mensagem que os membros já têm',
  'members holding the whole message': 'membros que já têm a mensagem inteira',
  'goodput of {x} over the last interval': 'vazão útil de {x} no último intervalo',
  'congestion window of {x}': 'janela de congestionamento de {x}',
  'slow-start threshold of {x}': 'limiar de partida lenta de {x}',
  'allowed sending rate of {x}': 'taxa de envio permitida de {x}',
  'share of the current message {x} holds': 'parte da mensagem atual que {x} já tem',
  'DATA bytes the publisher has put on the LAN by {x} (new and resent, with IP and Ethernet overhead)':
    'bytes de DATA que o publicador já pôs na LAN por {x} (novos e reenviados, com os cabeçalhos IP e Ethernet)',
  'bytes of every frame segment {x} has carried': 'bytes de todos os quadros que o segmento {x} já carregou',
};

/** Unit words (symbols such as bit/s, ms, B are the same in both languages). */
export const METRIC_UNITS_PT_BR: Record<string, string> = {
  packets: 'pacotes',
  messages: 'mensagens',
  collisions: 'colisões',
  responses: 'respostas',
  tokens: 'fichas',
  fraction: 'fração',
  members: 'membros',
};
