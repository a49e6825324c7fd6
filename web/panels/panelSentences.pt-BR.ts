// The panels' sentences (panelSentences.ts) in Brazilian Portuguese, keyed by the English written
// where each is shown. {name} marks a value the panel fills in, already formatted for the language.
// Protocol names, packet types and variables (RESEND_REQUEST, Ack Ratio, cwnd, I_tot0, PCT) stay.
export const PT_BR_PANEL_SENTENCES: Record<string, string> = {
  // AFDP
  'Message {id}: {mode} to {n} members, Tp {tp}, because {why}.':
    'Mensagem {id}: {mode} para {n} membros, Tp {tp}, porque {why}.',
  'Message {id}': 'Mensagem {id}',
  'nothing yet': 'nada ainda',
  'UDP buffer': 'buffer UDP',
  'Holds the whole message.': 'Tem a mensagem inteira.',
  'Missing below {seq}: {list}': 'Faltam abaixo de {seq}: {list}',
  'No gap so far.': 'Nenhuma lacuna até agora.',
  'A RESEND_REQUEST is on its way over TCP.': 'Um RESEND_REQUEST está a caminho pelo TCP.',
  'Not joined yet.': 'Ainda não entrou no grupo.',
  'SHUTDOWN received: the group is disbanded and this host takes no more data.':
    'SHUTDOWN recebido: o grupo foi dissolvido e este host não recebe mais dados.',
  'Left the group (LEAVE): this host takes no more data.': 'Saiu do grupo (LEAVE): este host não recebe mais dados.',
  'The group is disbanded (SHUTDOWN sent): the secretary answers nothing more.':
    'O grupo foi dissolvido (SHUTDOWN enviado): o secretário não responde mais nada.',
  Departed: 'Saíram',
  'Message {id} from {pub}': 'Mensagem {id} de {pub}',
  '{n} of at most {max} publishers active; a lease lasts {lease}.':
    '{n} de no máximo {max} publicadores ativos; uma concessão vale {lease}.',
  'Elected secretary: {host}.': 'Secretário eleito: {host}.',
  'Secretary {sec}, named on the command line.': 'Secretário {sec}, indicado na linha de comando.',
  'Secretary {sec}, found after {q} FIND_SECRETARY queries and {c} claims ({state}).':
    'Secretário {sec}, encontrado após {q} consultas FIND_SECRETARY e {c} candidaturas ({state}).',
  'Looking for the secretary: {q} FIND_SECRETARY queries, {c} claims so far ({state}).':
    'Procurando o secretário: {q} consultas FIND_SECRETARY, {c} candidaturas até agora ({state}).',
  'Floor {floor} ({option}), ceiling {ceiling}. Each valid RESEND_REQUEST adds 10 ms at once; quiet periods take it back slowly.':
    'Piso {floor} ({option}), teto {ceiling}. Cada RESEND_REQUEST válido soma 10 ms na hora; os períodos calmos tiram isso devagar.',
  'none (rabid)': 'nenhum (rabid)',
  Sent: 'Enviados',
  'because {why}': 'porque {why}',
  ' (copy {k} of {n})': ' (cópia {k} de {n})',
  // link layer and timers (every family)
  'to {to} · queue {queue}': 'para {to} · fila {queue}',
  ' of {limit}': ' de {limit}',
  'sent {sent} · overflow drops {drops}': 'enviados {sent} · descartes por estouro {drops}',
  'queued {q} · attempt {a}': 'na fila {q} · tentativa {a}',
  ' · backoff ends in {time}': ' · o recuo termina em {time}',
  'collisions {c} · backoffs {b}': 'colisões {c} · recuos {b}',
  sending: 'enviando',
  idle: 'ocioso',
  'no timer armed': 'nenhum temporizador armado',
  'for {who}': 'para {who}',
  'fires in {time}': 'dispara em {time}',
  due: 'vencido',
  '… {n} more': '… mais {n}',
  'window from {le} (le) to {re} (re)': 'janela de {le} (le) a {re} (re)',
  // DCCP CCID 2
  received: 'recebido',
  'received, ECN-marked': 'recebido, marcado com ECN',
  'not received': 'não recebido',
  'From the Acknowledgement Number {head} back to {tail}:': 'Do Acknowledgement Number {head} de volta até {tail}:',
  '1 run': '1 sequência',
  '{n} runs': '{n} sequências',
  '1 byte on the wire': '1 byte no fio',
  '{n} bytes on the wire': '{n} bytes no fio',
  "The sender's acks of these Acks let the receiver forget the older part.":
    'Quando o emissor confirma esses Acks, o receptor pode esquecer a parte mais antiga.',
  'One Ack per data packet;': 'Um Ack por pacote de dados;',
  'One Ack per {n} data packets;': 'Um Ack a cada {n} pacotes de dados;',
  'the sender keeps the Ack Ratio between 1 and ⌈cwnd/2⌉, doubles it when Acks are lost and lowers it after quiet windows.':
    'o emissor mantém o Ack Ratio entre 1 e ⌈cwnd/2⌉, dobra-o quando se perdem Acks e o reduz após janelas sem perdas.',
  'Every DCCP packet, data or not, takes the next sequence number; nothing is retransmitted, so a gap is a loss.':
    'Todo pacote DCCP, de dados ou não, recebe o próximo número de sequência; nada é retransmitido, então uma lacuna é uma perda.',
  // DCCP CCID 3 (TFRC)
  'No loss event yet: p = 0 and the sender is in slow start. Receive rate {rate}.':
    'Nenhum evento de perda ainda: p = 0 e o emissor está em partida lenta. Taxa de recepção {rate}.',
  'weight of this interval in I_tot0 (with the open one)': 'peso deste intervalo em I_tot0 (com o intervalo aberto)',
  'weight in I_tot1 (without the open one)': 'peso em I_tot1 (sem o intervalo aberto)',
  'I₀ (open)': 'I₀ (aberto)',
  'I_tot0 = {tot0}, I_tot1 = {tot1}, W_tot = {w}: I_mean = max / W_tot = {mean} packets, so p = {p}.':
    'I_tot0 = {tot0}, I_tot1 = {tot1}, W_tot = {w}: I_mean = máx / W_tot = {mean} pacotes, logo p = {p}.',
  'The open interval is long enough to lower p.': 'O intervalo aberto é longo o bastante para baixar p.',
  'The open interval is ignored.': 'O intervalo aberto é ignorado.',
  '{events} loss events from {lost} lost packets': '{events} eventos de perda a partir de {lost} pacotes perdidos',
  '; ns-2 history: unused intervals count as 0': '; histórico do ns-2: intervalos não usados contam como 0',
  'First interval synthesised from the receive rate: {packets} packets.':
    'Primeiro intervalo sintetizado a partir da taxa de recepção: {packets} pacotes.',
  'X = initial window / R, from the first RTT measurement':
    'X = janela inicial / R, a partir da primeira medida de RTT',
  'X doubles once per RTT while no loss has been seen (p = 0)':
    'X dobra uma vez por RTT enquanto nenhuma perda foi vista (p = 0)',
  'X would double but is held at twice the receive rate': 'X dobraria, mas fica preso ao dobro da taxa de recepção',
  'X = X_calc(s, R, p), what a TCP flow would get with this loss event rate and RTT':
    'X = X_calc(s, R, p), o que um fluxo TCP obteria com esta taxa de eventos de perda e este RTT',
  'X is held at twice the receive rate, below X_calc': 'X fica preso ao dobro da taxa de recepção, abaixo de X_calc',
  'X is at its floor, one packet per t_mbi': 'X está no piso, um pacote por t_mbi',
  'X (allowed)': 'X (permitida)',
  'X_calc (equation)': 'X_calc (equação)',
  'Equation phase': 'Fase da equação',
  'Slow start': 'Partida lenta',
  '0 (no loss yet)': '0 (nenhuma perda ainda)',
  // estimators
  '{n} {tool} instances at once, the second {s} s after the first: each probes through the other.':
    '{n} instâncias do {tool} ao mesmo tempo, a segunda {s} s depois da primeira: cada uma sonda através da outra.',
  'Send-time jitter: each probe leaves up to {us} µs late.': 'Jitter de envio: cada sonda sai até {us} µs atrasada.',
  'Pacing timer granularity {us} µs: probes due within one tick leave together.':
    'Granularidade do temporizador de ritmo {us} µs: sondas devidas no mesmo tique saem juntas.',
  'Clock granularity {us} µs: both hosts stamp times in whole multiples of it.':
    'Granularidade do relógio {us} µs: os dois hosts marcam os tempos em múltiplos inteiros dela.',
  'Interrupt coalescence: the receiver is told of packets {n} at a time (or after {us} µs).':
    'Agrupamento de interrupções: o receptor fica sabendo dos pacotes {n} de cada vez (ou após {us} µs).',
  'Ideal hosts are the default: a claim that holds only with these options on is an artifact of the host, not of the method (digest §6.6).':
    'Hosts ideais são o padrão: uma afirmação que só vale com estas opções ligadas é um artefato do host, não do método (resumo §6.6).',
  '{mode} mode, {state}': 'modo {mode}, {state}',
  ': {result} after {n} SYN(s)': ': {result} após {n} SYN(s)',
  ': {lo} – {hi} after {s} s': ': {lo} – {hi} após {s} s',
  '; {mb} MB sent by the client.': '; {mb} MB enviados pelo cliente.',
  'ADR {adr} (start rate); resolution ω {omega}, grey resolution χ {chi}. A stream is I when PCT > {pct} or PDT > {pdt} (and the other does not say N); a fleet needs {share} % of its usable streams to agree.':
    'ADR {adr} (taxa inicial); resolução ω {omega}, resolução cinzenta χ {chi}. Uma sequência é I quando PCT > {pct} ou PDT > {pdt} (e a outra não diz N); uma frota precisa que {share} % das suas sequências utilizáveis concordem.',
  'rate asked for, then achieved (Mbit/s)': 'taxa pedida, depois a alcançada (Mbit/s)',
  'after the verdict (Mbit/s)': 'depois do veredito (Mbit/s)',
  'fleet {id}: {rate} — {verdict}': 'frota {id}: {rate} — {verdict}',
  'in progress': 'em andamento',
  'Grey line: available bandwidth A(t) on the tight link (averaged over {bin} s). Bars: fleets at their rate (red increasing, green no trend, amber grey, dark aborted on loss). Green steps Rmin, red steps Rmax, amber marks the grey region; the shaded band is the reported range.':
    'Linha cinza: banda disponível A(t) no enlace apertado (média em {bin} s). Barras: frotas na sua taxa (vermelho crescente, verde sem tendência, âmbar cinzenta, escuro abortada por perda). Degraus verdes Rmin, vermelhos Rmax, âmbar marca a região cinzenta; a faixa sombreada é o intervalo informado.',
  'abget search': 'busca do abget',
  'rate {n}: {rate} — {verdict}': 'taxa {n}: {rate} — {verdict}',
  'Grey line: available bandwidth A(t) on the tight link (averaged over {bin} s). Bars: each probed rate across its streams (red increasing, green no trend, amber grey). Green steps: the bracket low end lo, red steps: its high end hi, after each rate.':
    'Linha cinza: banda disponível A(t) no enlace apertado (média em {bin} s). Barras: cada taxa sondada ao longo das suas sequências (vermelho crescente, verde sem tendência, âmbar cinzenta). Degraus verdes: a ponta inferior lo do intervalo; degraus vermelhos: a ponta superior hi, depois de cada taxa.',
  'Reported: {range} after {s} s ({cause})': 'Informado: {range} após {s} s ({cause})',
  '{low} and above': '{low} ou mais',
  '; true A over the run {rate}': '; A real ao longo da execução {rate}',
  '{phase}: next rate {rate} ({how}).': '{phase}: próxima taxa {rate} ({how}).',
  'exponential phase': 'fase exponencial',
  bisection: 'bisseção',
  "Delays relative to each stream's smallest (up to {max} µs). Filled dots are kept, hollow ones arrived back to back and are dropped; bars are group medians. PCT: I above {pctI}, N below {pctN}; PDT: I above {pdtI}, N below {pdtN}; U between.":
    'Atrasos relativos ao menor de cada sequência (até {max} µs). Pontos cheios são mantidos; os vazados chegaram colados e são descartados; as barras são medianas de grupo. PCT: I acima de {pctI}, N abaixo de {pctN}; PDT: I acima de {pdtI}, N abaixo de {pdtN}; U entre eles.',
  // thesis Ethernet (MBAP)
  acknowledged: 'confirmado',
  waiting: 'esperando',
  'dark = sent and not yet acknowledged by everyone; light = free':
    'escuro = enviado e ainda não confirmado por todos; claro = livre',
  '{c} of {w} frames outstanding from seq {s}': '{c} de {w} quadros pendentes a partir da seq {s}',
  // literature protocols
  'token site': 'site do token',
  'token site {site}': 'site do token {site}',
  ', passing to {site}': ', passando para {site}',
  '; list version {v}': '; versão da lista {v}',
  ' (reforming)': ' (em reformação)',
  'committed up to timestamp {ts} (L = {L}); next timestamp {next}':
    'efetivadas até o carimbo {ts} (L = {L}); próximo carimbo {next}',
  ts: 'carimbo',
  kind: 'tipo',
  by: 'por',
  message: 'mensagem',
  'token to': 'token para',
  state: 'estado',
  committed: 'efetivada',
  ordered: 'ordenada',
  missing: 'faltando',
  '{used} of B = {B} slots; the least recently sent is replaced next.':
    '{used} de B = {B} posições; a enviada há mais tempo é a próxima substituída.',
  '{n} NAK(s) asked for a message already replaced.': '{n} NAK(s) pediram uma mensagem já substituída.',
  yes: 'sim',
  no: 'não',
  seq: 'seq',
  'last sent': 'último envio',
  sender: 'emissor',
  expected: 'esperada',
  delivered: 'entregues',
  held: 'retidas',
  'last heard': 'última notícia',
  failed: 'falhou',
  'next named: {r}': 'próximo nomeado: {r}',
  "; waiting for {r}'s ACK of seq {seq}": '; esperando o ACK de {r} para a seq {seq}',
  '; stable up to seq {seq}': '; estável até a seq {seq}',
  rcv: 'rcp',
  le: 'le',
  report: 'relatório',
  '{used} of {capacity} slots hold messages not yet acknowledged by every member; next sequence number {next};':
    '{used} de {capacity} posições guardam mensagens ainda não confirmadas por todos os membros; próximo número de sequência {next};',
  ' (synchronising up to seq {seq})': ' (sincronizando até a seq {seq})',
  'expecting seq {seq}; holding out of order: {held}': 'esperando a seq {seq}; retidas fora de ordem: {held}',
  none: 'nenhuma',
  'message {m} from {src}': 'mensagem {m} de {src}',
  from: 'de',
  member: 'membro',
  'acked up to': 'confirmou até',
  'phase 2': 'fase 2',
  done: 'feita',
  '(empty)': '(vazio)',
  // polling
  '1 = receiver marked to be polled': '1 = receptor marcado para ser consultado',
  '{n} receivers marked': '{n} receptores marcados',
  '{phase} phase · round {round} · subgroups of {size}': 'fase {phase} · rodada {round} · subgrupos de {size}',
  'subgroup {k}: {m} responses missing': 'subgrupo {k}: faltam {m} respostas',
  'next to poll: {list}': 'próximos a consultar: {list}',
  'le: the first sequence number this receiver has not confirmed':
    'le: o primeiro número de sequência que este receptor não confirmou',
  'hr: the highest sequence number this receiver has reported':
    'hr: o maior número de sequência que este receptor informou',
  'RTO: how long the sender waits before polling this receiver again':
    'RTO: quanto tempo o emissor espera antes de consultar este receptor de novo',
  '… {n} more receivers (highlighted rows hold the global window back)':
    '… mais {n} receptores (as linhas destacadas seguram a janela global)',
  'pathload search': 'busca do pathload',
  'global window: from {le}': 'janela global: de {le}',
  'to {re} (re)': 'a {re} (re)',
  locked: 'travada',
  // TCP
  'Bytes above a hole wait here; every segment that arrives out of order is answered at once with a duplicate ACK for RCV.NXT, which is what the sender counts towards fast retransmit.':
    'Os bytes acima de um buraco esperam aqui; todo segmento que chega fora de ordem é respondido na hora com um ACK duplicado para RCV.NXT, que é o que o emissor conta para a retransmissão rápida.',
  'RTO = SRTT + 4·RTTVAR, at least the minimum RTO; each timeout doubles it, and retransmitted segments give no sample (Karn).':
    'RTO = SRTT + 4·RTTVAR, no mínimo o RTO mínimo; cada estouro o dobra, e segmentos retransmitidos não dão amostra (Karn).',
  'slow start': 'partida lenta',
  'congestion avoidance': 'prevenção de congestionamento',
  'fast recovery': 'recuperação rápida',
  'cwnd < ssthresh: each ACK adds up to one MSS, so the window doubles every round trip.':
    'cwnd < ssthresh: cada ACK soma até um MSS, então a janela dobra a cada ida e volta.',
  'cwnd ≥ ssthresh: the window grows by about one MSS per round trip (the sawtooth’s slope).':
    'cwnd ≥ ssthresh: a janela cresce cerca de um MSS por ida e volta (a subida do dente de serra).',
  'Three duplicate ACKs: ssthresh = flight/2, the missing segment was resent, and each further duplicate ACK inflates cwnd by one MSS.':
    'Três ACKs duplicados: ssthresh = em voo/2, o segmento que faltava foi reenviado e cada ACK duplicado a mais infla cwnd em um MSS.',
  'congestion-control phase': 'fase do controle de congestionamento',
  flight: 'em voo',
};
