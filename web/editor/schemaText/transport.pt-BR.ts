// The transport scenarios' parameter labels and help sentences in Brazilian Portuguese, keyed by the
// engine's English text in scenarios/schema.json (see ../schemaText.pt-BR.ts).
import type { SchemaTexts } from '../schemaText.pt-BR';

export const TEXTS: SchemaTexts = {
  labels: {
    Bottleneck: 'Gargalo',
    Queue: 'Fila',
    'Queue (reverse)': 'Fila (sentido inverso)',
    'Random loss': 'Perda aleatória',
    'Queue discipline': 'Disciplina de fila',
    RED: 'RED',
    'Minimum threshold': 'Limiar mínimo',
    'Maximum threshold': 'Limiar máximo',
    'Maximum drop probability': 'Probabilidade máxima de descarte',
    'Averaging weight': 'Peso da média',
    Gentle: 'Modo suave (gentle)',
    'Access links': 'Enlaces de acesso',
    Delay: 'Atraso',
    'Largest delay': 'Maior atraso',
    'Left hosts': 'Hosts à esquerda',
    'Right hosts': 'Hosts à direita',
    Routers: 'Roteadores',
    MTU: 'MTU',
    'Hosts set by hand': 'Hosts configurados à mão',
    Host: 'Host',
    Flows: 'Fluxos',
    Transport: 'Transporte',
    'From host': 'Do host',
    'To host': 'Ao host',
    'Latest start': 'Início mais tardio',
    Copies: 'Cópias',
    Application: 'Aplicação',
    'Bytes to send': 'Bytes a enviar',
    'Mean ON time': 'Tempo médio ON',
    'Mean OFF time': 'Tempo médio OFF',
    'ON/OFF distribution': 'Distribuição ON/OFF',
    'Pareto shape': 'Forma da Pareto',
    TCP: 'TCP',
    'Congestion control': 'Controle de congestionamento',
    MSS: 'MSS',
    'Initial window': 'Janela inicial',
    'Loss window': 'Janela de perda',
    'Initial ssthresh': 'ssthresh inicial',
    'Duplicate-ACK threshold': 'Limiar de ACKs duplicados',
    'Limited Transmit': 'Transmissão limitada (Limited Transmit)',
    'Send buffer': 'Buffer de envio',
    'ACK every': 'ACK a cada',
    'Delayed-ACK timeout': 'Temporizador de ACK atrasado',
    'Initial RTO': 'RTO inicial',
    'Clock granularity': 'Granularidade do relógio',
    'SRTT gain 1/alpha': 'Ganho do SRTT 1/alfa',
    'RTTVAR gain 1/beta': 'Ganho do RTTVAR 1/beta',
    'RTO variance factor K': 'Fator de variância K do RTO',
    Timestamps: 'Carimbos de tempo (timestamps)',
    'Three-way handshake': 'Apresentação de três vias',
    'Congestion-avoidance increase': 'Aumento na prevenção de congestionamento',
    'Slow-start limit L': 'Limite L da partida lenta',
    'NewReno exit': 'Saída do NewReno',
    'TIME-WAIT': 'TIME-WAIT',
    DCCP: 'DCCP',
    CCID: 'CCID',
    "Server's CCIDs": 'CCIDs do servidor',
    'Sequence Window': 'Janela de sequência (Sequence Window)',
    'Service Code': 'Código de serviço (Service Code)',
    'Longest retransmission gap': 'Maior intervalo entre retransmissões',
    'Give up after': 'Desistir após',
    'PARTOPEN timeout': 'Temporizador de PARTOPEN',
    'Close timeout': 'Temporizador do Close',
    TIMEWAIT: 'TIMEWAIT',
    'CCID 2': 'CCID 2',
    'Ack Ratio': 'Ack Ratio (razão de ACKs)',
    'Adapt Ack Ratio': 'Adaptar o Ack Ratio',
    NUMDUPACK: 'NUMDUPACK',
    'Delayed-ack timeout': 'Temporizador de ack atrasado',
    'CCID 3 (TFRC)': 'CCID 3 (TFRC)',
    'Defaults from': 'Valores padrão de',
    'Sender rules': 'Regras do emissor',
    'Loss history': 'Histórico de perdas',
    'Loss event grouping': 'Agrupamento de eventos de perda',
    'First loss interval from': 'Base do primeiro intervalo de perda',
    'Smallest p': 'Menor p',
    'Oscillation reduction': 'Redução de oscilação',
    'Timer granularity': 'Granularidade do temporizador',
    t_mbi: 't_mbi',
    'RTT smoothing q': 'Suavização q do RTT',
    b: 'b',
    'Rate before an RTT': 'Taxa antes de conhecer o RTT',
    'First nofeedback timeout': 'Primeiro temporizador nofeedback',
    'RTT from the handshake': 'RTT tirado do handshake',
    NDUPACK: 'NDUPACK',
    'Background traffic': 'Tráfego de fundo',
    Load: 'Carga',
    Direction: 'Sentido',
    'UDP share': 'Fração UDP',
    'Web share': 'Fração Web',
    'FTP share': 'Fração FTP',
    'UDP sources': 'Fontes UDP',
    'UDP packet size': 'Tamanho do pacote UDP',
    'Web packet size': 'Tamanho do pacote Web',
    'Web request size': 'Tamanho da requisição Web',
    'Web size shape': 'Forma do tamanho Web',
    'Smallest Web object': 'Menor objeto Web',
    'Largest Web object': 'Maior objeto Web',
    'Mean FTP transfer': 'Transferência FTP média',
    'FTP packet size': 'Tamanho do pacote FTP',
    'Background TCP window': 'Janela do TCP de fundo',
    'Background TCP': 'TCP de fundo',
    'Background minimum RTO': 'RTO mínimo do fundo',
    'Background access bandwidth': 'Largura de banda de acesso do fundo',
    'Background access delay': 'Atraso de acesso do fundo',
    'Background largest delay': 'Maior atraso do fundo',
    'Fault injection': 'Injeção de falhas',
    Fault: 'Falha',
    Segment: 'Segmento',
    At: 'A partir de',
    Measurement: 'Medição',
    'Measure from': 'Medir a partir de',
    'Measure to': 'Medir até',
    'Measure convergence': 'Medir a convergência',
    'Convergence tolerance': 'Tolerância de convergência',
    'Convergence hold': 'Permanência para convergir',
    'Throughput window': 'Janela de vazão',
  },
  help: {
    'The topology: routers, the bottleneck, and one access link per host.':
      'A topologia: roteadores, o gargalo e um enlace de acesso por host.',
    'Dumbbell: hosts L1, L2, ... on the left router, R1, R2, ... on the right, one bottleneck between. Parking lot: routers G1..Gn in a chain, hosts Hi.j on router Gi, so a flow can cross one bottleneck or several.':
      'Dumbbell (haltere): hosts L1, L2, ... no roteador da esquerda, R1, R2, ... no da direita, um gargalo entre eles. Parking lot (estacionamento): roteadores G1..Gn em cadeia, hosts Hi.j no roteador Gi, de modo que um fluxo pode atravessar um gargalo ou vários.',
    'The link between the two routers (dumbbell), or every link between consecutive routers (parking lot).':
      'O enlace entre os dois roteadores (dumbbell), ou cada enlace entre roteadores consecutivos (parking lot).',
    'How many bits per second the link between the routers carries each way.':
      'Quantos bits por segundo o enlace entre os roteadores leva em cada sentido.',
    'One-way propagation delay of the link between the routers.':
      'Atraso de propagação, num sentido, do enlace entre os roteadores.',
    'Packets that can wait at each router for the link, in each direction (seed 002: 2500). One more is dropped (DropTail) or RED drops earlier.':
      'Pacotes que podem esperar pelo enlace em cada roteador, em cada sentido (seed 002: 2.500). Um a mais é descartado (DropTail), ou o RED descarta antes.',
    'Packets that can wait in the reverse direction (right to left); the same as the forward queue when absent.':
      'Pacotes que podem esperar no sentido inverso (da direita para a esquerda); igual à fila do sentido direto se ausente.',
    'The chance that the link loses a packet at random, each way (0 = never).':
      'A chance de o enlace perder um pacote ao acaso, em cada sentido (0 = nunca).',
    'DropTail drops only when the queue is full; RED drops (or would mark) early, at random, as the average queue grows.':
      'DropTail só descarta quando a fila está cheia; RED descarta (ou marcaria) cedo, ao acaso, à medida que a fila média cresce.',
    'Random Early Detection settings (used when the discipline is red).':
      'Configuração do Random Early Detection (usada quando a disciplina é red).',
    'Below this average queue RED never drops.': 'Abaixo desta fila média o RED nunca descarta.',
    'At this average queue the drop probability reaches maxP; above it every packet is dropped (or, with gentle, the probability climbs to 1 at twice it).':
      'Com esta fila média a probabilidade de descarte chega a maxP; acima dela todo pacote é descartado (ou, com gentle, a probabilidade sobe até 1 no dobro dela).',
    'The drop probability when the average queue reaches maxTh.':
      'A probabilidade de descarte quando a fila média chega a maxTh.',
    'w_q: how much each arrival moves the average queue (1/512 is slow and smooth).':
      'w_q: quanto cada chegada move a fila média (1/512 é lento e suave).',
    'Between maxTh and 2 maxTh raise the probability from maxP to 1 instead of dropping all.':
      'Entre maxTh e 2 maxTh, elevar a probabilidade de maxP até 1 em vez de descartar tudo.',
    "Every host's own link to its router, unless a host is listed under hosts.":
      'O enlace próprio de cada host até o seu roteador, a menos que o host esteja listado em hosts.',
    "Bits per second of each host's own link to its router.":
      'Bits por segundo do enlace de cada host até o seu roteador.',
    "One-way delay of each host's link; with delayMax, the smallest delay a host may draw.":
      'Atraso num sentido do enlace de cada host; com delayMax, o menor atraso que um host pode sortear.',
    "When given, each host draws its link's delay uniformly between delay and this (seed 002: 5 to 15 ms), once per run, from its own random stream.":
      'Quando dado, cada host sorteia o atraso do seu enlace uniformemente entre delay e este valor (seed 002: 5 a 15 ms), uma vez por execução, com a sua própria sequência aleatória.',
    "Packets that can wait at each end of a host's link (large, so that only the bottleneck drops).":
      'Pacotes que podem esperar em cada ponta do enlace de um host (muitos, para que só o gargalo descarte).',
    'Hosts on the left router (at least as many as the flows name; 0 = exactly those).':
      'Hosts no roteador da esquerda (pelo menos tantos quantos os fluxos citam; 0 = exatamente esses).',
    'Hosts on the right router (at least as many as the flows name; 0 = exactly those).':
      'Hosts no roteador da direita (pelo menos tantos quantos os fluxos citam; 0 = exatamente esses).',
    'Parking lot: routers in the chain (one bottleneck between each pair).':
      'Parking lot: roteadores na cadeia (um gargalo entre cada par).',
    'The largest IP packet every link carries; a flow whose packets would be larger is refused.':
      'O maior pacote IP que cada enlace leva; um fluxo cujos pacotes seriam maiores é recusado.',
    'Hosts whose access link differs from the access settings.':
      'Hosts cujo enlace de acesso difere da configuração de acesso (access).',
    'One host whose access link differs from the others.': 'Um host cujo enlace de acesso difere dos demais.',
    'Which host (L3, R1, or H2.1 in a parking lot).': 'Qual host (L3, R1, ou H2.1 num parking lot).',
    "This host's link delay (for RTT-unfairness lessons).":
      'O atraso do enlace deste host (para aulas sobre a injustiça causada pelo RTT).',
    "This host's link bandwidth.": 'A largura de banda do enlace deste host.',
    'The flows under study (the foreground).': 'Os fluxos em estudo (o primeiro plano).',
    'An application on one host sending over a transport to another host.':
      'Uma aplicação num host que envia a outro host por um protocolo de transporte.',
    'A label for charts and panels (F1, F2, ... when absent).':
      'Um rótulo para gráficos e painéis (F1, F2, ... se ausente).',
    'udp: datagrams, no feedback; tcp: reliable byte stream with congestion control; dccp: unreliable datagrams with congestion control.':
      'udp: datagramas, sem retorno; tcp: fluxo de bytes confiável com controle de congestionamento; dccp: datagramas não confiáveis com controle de congestionamento.',
    'The sending host (L1, R3, H2.1, ...).': 'O host que envia (L1, R3, H2.1, ...).',
    'The receiving host.': 'O host que recebe.',
    'When the flow opens its connection; with startMax, the earliest start.':
      'Quando o fluxo abre a sua conexão; com startMax, o início mais cedo.',
    'When given, each flow draws its start uniformly between start and this (seed 002: 1 to 10 s), from its own random stream.':
      'Quando dado, cada fluxo sorteia o seu início uniformemente entre start e este valor (seed 002: 1 a 10 s), com a sua própria sequência aleatória.',
    'When the application stops writing and closes (never, when absent).':
      'Quando a aplicação para de escrever e fecha (nunca, se ausente).',
    'Repeat this flow on consecutive hosts: from L1 to R1 with 3 copies gives L1-R1, L2-R2, L3-R3.':
      'Repetir este fluxo em hosts consecutivos: de L1 para R1 com 3 cópias dá L1-R1, L2-R2, L3-R3.',
    "What the flow's application sends.": 'O que a aplicação do fluxo envia.',
    'bulk: an FTP-like transfer of a number of bytes, or unlimited (always has data); cbr: one packet every packetSize / rate; onoff: cbr during random ON periods, silent during OFF periods.':
      'bulk: uma transferência como a do FTP, de um número de bytes ou ilimitada (sempre tem dados); cbr: um pacote a cada packetSize / rate; onoff: cbr durante períodos ON aleatórios, em silêncio nos períodos OFF.',
    'bulk: how many bytes the transfer carries (0 = unlimited).':
      'bulk: quantos bytes a transferência leva (0 = ilimitada).',
    'cbr and onoff: application bits per second (while ON).':
      'cbr e onoff: bits por segundo da aplicação (enquanto ON).',
    'cbr and onoff: application bytes per write (one datagram over UDP or DCCP; headers come on top).':
      'cbr e onoff: bytes da aplicação por escrita (um datagrama sobre UDP ou DCCP; os cabeçalhos vêm por cima).',
    'onoff: mean length of a sending period.': 'onoff: duração média de um período de envio.',
    'onoff: mean length of a silent period.': 'onoff: duração média de um período de silêncio.',
    'onoff: how ON and OFF lengths are drawn.': 'onoff: como são sorteadas as durações ON e OFF.',
    'onoff with pareto: the shape; below 2 the periods are heavy-tailed.':
      'onoff com pareto: o parâmetro de forma; abaixo de 2 os períodos têm cauda pesada.',
    'TCP settings of this flow (used when the transport is tcp).':
      'Configuração TCP deste fluxo (usada quando o transporte é tcp).',
    'tahoe: slow start again after every loss; reno: fast recovery (RFC 5681), left on the first new ACK; newreno: fast recovery stays until every segment lost in the window is repaired (RFC 6582).':
      'tahoe: partida lenta de novo após cada perda; reno: recuperação rápida (RFC 5681), encerrada no primeiro ACK novo; newreno: a recuperação rápida continua até que todo segmento perdido na janela seja reparado (RFC 6582).',
    'Sender maximum segment size (SMSS): payload bytes in a full segment. With 40 bytes of IP and TCP headers (52 with timestamps) it must fit the path MTU.':
      'Tamanho máximo de segmento do emissor (SMSS): bytes de carga útil num segmento cheio. Com 40 bytes de cabeçalhos IP e TCP (52 com timestamps), precisa caber na MTU do caminho.',
    "cwnd when data transfer begins. 0: RFC 5681's rule, min(4 SMSS, max(2 SMSS, 4380 B)); 10 is RFC 6928's.":
      'cwnd quando começa a transferência de dados. 0: a regra da RFC 5681, min(4 SMSS, max(2 SMSS, 4380 B)); 10 é a da RFC 6928.',
    'cwnd after a retransmission timeout (RFC 5681: LW = 1 SMSS).':
      'cwnd depois de um timeout de retransmissão (RFC 5681: LW = 1 SMSS).',
    'Slow start ends here the first time (0: arbitrarily high, as RFC 5681 recommends, so only a loss ends it).':
      'A partida lenta termina aqui na primeira vez (0: arbitrariamente alto, como recomenda a RFC 5681, de modo que só uma perda a encerra).',
    'Duplicate ACKs that trigger fast retransmit (RFC 5681: 3).':
      'ACKs duplicados que disparam a retransmissão rápida (RFC 5681: 3).',
    'RFC 3042: send one new segment on each of the first two duplicate ACKs, so small windows can still fast-retransmit.':
      'RFC 3042: enviar um segmento novo em cada um dos dois primeiros ACKs duplicados, para que janelas pequenas ainda possam fazer retransmissão rápida.',
    "The receiver's buffer: the window it advertises (rwnd). The application reads at once, so only out-of-order data wait in it.":
      'O buffer do receptor: a janela que ele anuncia (rwnd). A aplicação lê na hora, então só dados fora de ordem esperam nele.',
    'Unacknowledged bytes the sender may hold (0 = no limit); a window above it cannot be used.':
      'Bytes não confirmados que o emissor pode manter (0 = sem limite); uma janela acima disso não pode ser usada.',
    '1: acknowledge every segment; 2: delayed ACKs, one for every second full-sized segment or when the delayed-ACK timer expires.':
      '1: confirmar cada segmento; 2: ACKs atrasados, um a cada dois segmentos de tamanho máximo ou quando o temporizador de ACK atrasado expira.',
    'The longest an ACK waits for a second segment.': 'O máximo que um ACK espera por um segundo segmento.',
    'RTO before the first RTT measurement (RFC 6298 (2.1): 1 s).':
      'RTO antes da primeira medida de RTT (RFC 6298 (2.1): 1 s).',
    'The RTO never goes below this (RFC 6298 (2.4): 1 s; ns-2 used 0.2 s).':
      'O RTO nunca fica abaixo disto (RFC 6298 (2.4): 1 s; o ns-2 usava 0,2 s).',
    'Backoff stops doubling the RTO here (RFC 6298 (2.5): at least 60 s).':
      'O recuo exponencial (backoff) para de dobrar o RTO aqui (RFC 6298 (2.5): pelo menos 60 s).',
    "RFC 6298 (2.3): SRTT = (1 - alpha) SRTT + alpha R with alpha = 1/n; the RFC's alpha is 1/8.":
      'RFC 6298 (2.3): SRTT = (1 - alfa) SRTT + alfa R com alfa = 1/n; o alfa da RFC é 1/8.',
    "RFC 6298 (2.3): RTTVAR = (1 - beta) RTTVAR + beta |SRTT - R| with beta = 1/n; the RFC's beta is 1/4.":
      'RFC 6298 (2.3): RTTVAR = (1 - beta) RTTVAR + beta |SRTT - R| com beta = 1/n; o beta da RFC é 1/4.',
    "RFC 6298 (2.3): RTO = SRTT + max(G, K * RTTVAR); the RFC's K is 4.":
      'RFC 6298 (2.3): RTO = SRTT + max(G, K * RTTVAR); o K da RFC é 4.',
    "G in RFC 6298 (2.3): the RTO is at least SRTT + G (0: the simulator's exact clock).":
      'G na RFC 6298 (2.3): o RTO é pelo menos SRTT + G (0: o relógio exato do simulador).',
    "RFC 7323: every segment carries a 12-byte timestamp option, and every ACK gives an RTT sample (without it, one segment per RTT is timed, with Karn's rule).":
      'RFC 7323: todo segmento leva uma opção de timestamp de 12 bytes, e todo ACK dá uma amostra de RTT (sem ela, mede-se um segmento por RTT, com a regra de Karn).',
    "Open with SYN, SYN-ACK, ACK and close with FIN; off: data flows at once (ns-2's one-way TCP).":
      'Abrir com SYN, SYN-ACK, ACK e fechar com FIN; desligado: os dados fluem de imediato (o TCP de um só sentido do ns-2).',
    "bytes: count acknowledged bytes and add one SMSS per cwnd's worth (exact over a window); per-ack: add SMSS*SMSS/cwnd on every ACK (RFC 5681 eq. 3, slower with delayed ACKs).":
      'bytes: contar os bytes confirmados e somar um SMSS a cada cwnd confirmada (exato ao longo de uma janela); per-ack: somar SMSS*SMSS/cwnd a cada ACK (RFC 5681 eq. 3, mais lento com ACKs atrasados).',
    'In slow start cwnd grows by min(bytes acked, L SMSS) per ACK (RFC 5681: L = 1; RFC 3465 allows 2, which restores exponential growth with delayed ACKs).':
      'Na partida lenta a cwnd cresce min(bytes confirmados, L SMSS) por ACK (RFC 5681: L = 1; a RFC 3465 permite 2, o que restaura o crescimento exponencial com ACKs atrasados).',
    "cwnd when NewReno's fast recovery ends (RFC 6582 §3.2 step 6): min(ssthresh, max(FlightSize, SMSS) + SMSS), or ssthresh.":
      'cwnd ao fim da recuperação rápida do NewReno (RFC 6582 §3.2, passo 6): min(ssthresh, max(FlightSize, SMSS) + SMSS), ou ssthresh.',
    'How long the closing side waits in TIME-WAIT (RFC 793: 2 MSL = 4 min; shortened here, since nothing reuses the port).':
      'Quanto tempo o lado que fecha espera em TIME-WAIT (RFC 793: 2 MSL = 4 min; encurtado aqui, já que nada reutiliza a porta).',
    "Settings of a DCCP flow (RFC 4340): the CCID, the packet size and the connection timers, with the CCID's own settings.":
      'Configuração de um fluxo DCCP (RFC 4340): o CCID, o tamanho do pacote e os temporizadores da conexão, com a configuração própria do CCID.',
    'Congestion control the client asks for: 2 = TCP-like (window, Ack Vector, RFC 4341), 3 = TFRC (rate from the throughput equation, RFC 4342).':
      'O controle de congestionamento que o cliente pede: 2 = semelhante ao TCP (janela, Ack Vector, RFC 4341), 3 = TFRC (taxa pela equação de vazão, RFC 4342).',
    "The server's preference list. The connection uses the first of these the client asked for (RFC 4340 §6.3.1, server priority); none: the client resets the connection.":
      'A lista de preferência do servidor. A conexão usa o primeiro destes que o cliente pediu (RFC 4340 §6.3.1, prioridade do servidor); nenhum: o cliente encerra a conexão com Reset.',
    "Payload bytes of each data packet a greedy source sends, and TFRC's segment size s. 36 to 44 bytes of IP and DCCP headers are added on the wire (ns-2's DCCP used 500 B).":
      'Bytes de carga útil de cada pacote de dados que uma fonte gulosa envia, e o tamanho de segmento s do TFRC. No fio somam-se 36 a 44 bytes de cabeçalhos IP e DCCP (o DCCP do ns-2 usava 500 B).',
    'Datagrams the sender holds while congestion control makes them wait; more are dropped (ns-2: 1000).':
      'Datagramas que o emissor guarda enquanto o controle de congestionamento os faz esperar; os excedentes são descartados (ns-2: 1.000).',
    'RFC 4340 §7.5: packets further than this from the last one received would be dropped and answered with Sync. Here they are only logged.':
      'RFC 4340 §7.5: pacotes mais distantes do que isto do último recebido seriam descartados e respondidos com Sync. Aqui eles só são registrados no log.',
    'The 32-bit Service Code the Request carries (RFC 4340 §8.1.2).':
      'O Service Code de 32 bits que o Request leva (RFC 4340 §8.1.2).',
    'First Request retransmission (RFC 4340 §8.1.1: about 1 s; ns-2: 3 s), doubling after each.':
      'Primeira retransmissão do Request (RFC 4340 §8.1.1: cerca de 1 s; ns-2: 3 s), dobrando depois de cada uma.',
    'Backoff stops growing here (RFC 4340: at least one Request per 64 s; ns-2: 75 s). Also caps the PARTOPEN and Close backoffs.':
      'O recuo exponencial (backoff) para de crescer aqui (RFC 4340: pelo menos um Request a cada 64 s; ns-2: 75 s). Também limita os recuos do PARTOPEN e do Close.',
    'A client that gets no Response (or no Reset to its Close) for this long resets the connection (RFC 4340 §8.1.1: a few minutes).':
      'Um cliente que não recebe Response (nem Reset ao seu Close) durante este tempo encerra a conexão com Reset (RFC 4340 §8.1.1: alguns minutos).',
    'In PARTOPEN the client resends its Ack after this, doubling, until the server is heard from (RFC 4340 §8.1.5).':
      'Em PARTOPEN o cliente reenvia o seu Ack após este tempo, dobrando, até ouvir o servidor (RFC 4340 §8.1.5).',
    "First Close retransmission while waiting for the server's Reset, doubling.":
      'Primeira retransmissão do Close enquanto espera o Reset do servidor, dobrando.',
    'How long the client stays in TIMEWAIT after the Reset (RFC 4340: 2 MSL = 240 s; shortened here so runs end).':
      'Quanto tempo o cliente fica em TIMEWAIT depois do Reset (RFC 4340: 2 MSL = 240 s; encurtado aqui para que as execuções terminem).',
    'TCP-like congestion control (RFC 4341); used when the connection runs CCID 2.':
      'Controle de congestionamento semelhante ao TCP (RFC 4341); usado quando a conexão roda o CCID 2.',
    "cwnd at the start. 0: RFC 4341's min(4, max(2, 4380 B / packet size)) (ns-2 used 3).":
      'cwnd no início. 0: o min(4, max(2, 4380 B / tamanho do pacote)) da RFC 4341 (o ns-2 usava 3).',
    'Slow start ends here the first time (0: unlimited; ns-2: 65535).':
      'A partida lenta termina aqui na primeira vez (0: sem limite; ns-2: 65.535).',
    'Data packets per Ack at the start (RFC 4341 §6.1: 2). The sender keeps it between 1 and half its window.':
      'Pacotes de dados por Ack no início (RFC 4341 §6.1: 2). O emissor o mantém entre 1 e metade da sua janela.',
    'RFC 4341 §6.1.2: double the Ack Ratio when Acks are lost, lower it by one after cwnd/(R^2 - R) windows without a lost Ack.':
      'RFC 4341 §6.1.2: dobrar o Ack Ratio quando Acks se perdem, reduzi-lo de um após cwnd/(R^2 - R) janelas sem Ack perdido.',
    'A packet is lost once this many later packets are acknowledged (3).':
      'Um pacote é dado como perdido quando este número de pacotes posteriores já foi confirmado (3).',
    'Retransmission timeout before an RTT sample (RFC 6298: 1 s; ns-2: 3 s).':
      'Timeout de retransmissão antes de uma amostra de RTT (RFC 6298: 1 s; ns-2: 3 s).',
    'The timeout never goes below this (RFC 6298: 1 s).': 'O timeout nunca fica abaixo disto (RFC 6298: 1 s).',
    'Backoff stops here (RFC 6298: at least 60 s).':
      'O recuo exponencial (backoff) para aqui (RFC 6298: pelo menos 60 s).',
    'The receiver acknowledges data that has waited this long even when fewer than Ack Ratio packets arrived (ns-2: 0.2 s).':
      'O receptor confirma dados que esperaram este tempo mesmo que tenham chegado menos de Ack Ratio pacotes (ns-2: 0,2 s).',
    'TCP-Friendly Rate Control (RFC 4342, RFC 5348); used when the connection runs CCID 3.':
      'TCP-Friendly Rate Control (RFC 4342, RFC 5348); usado quando a conexão roda o CCID 3.',
    "rfc5348: the current TFRC specification. ns2: the seed's simulator (RFC 3448 sender, zero-filled history, p floor 1e-5, window-counter grouping, oscillation reduction, 10 ms timer slack) for fields not given here.":
      'rfc5348: a especificação atual do TFRC. ns2: o simulador do seed (emissor da RFC 3448, histórico preenchido com zeros, piso de p em 1e-5, agrupamento pelo contador de janela, redução de oscilação, folga de 10 ms no temporizador) para os campos não dados aqui.',
    "rfc5348: X_recv_set, initial window W_init/R, idle and data-limited rules. rfc3448: one X_recv, 1 packet/s until the first feedback (the seed's ns-2).":
      'rfc5348: X_recv_set, janela inicial W_init/R, regras de ociosidade e de limitação por dados. rfc3448: um único X_recv, 1 pacote/s até o primeiro feedback (o ns-2 do seed).',
    'rfc5348: average over the intervals seen so far. ns2-zero-filled: ns-2 starts with eight zero intervals and always divides by all weights, so p is 3-6 times higher until eight losses have happened.':
      'rfc5348: média sobre os intervalos vistos até agora. ns2-zero-filled: o ns-2 começa com oito intervalos nulos e sempre divide pela soma de todos os pesos, então p fica de 3 a 6 vezes maior até ocorrerem oito perdas.',
    "timestamps: losses within one RTT of an event's first loss join it (RFC 5348 §5.2). window-counter: within 4 window-counter steps (ns-2).":
      'timestamps: perdas dentro de um RTT da primeira perda de um evento juntam-se a ele (RFC 5348 §5.2). window-counter: dentro de 4 passos do contador de janela (ns-2).',
    'The rate the synthetic first interval reproduces: the largest receive rate so far (RFC 5348) or the current one, rounded up to whole packets (RFC 3448, ns-2).':
      'A taxa que o primeiro intervalo sintético reproduz: a maior taxa de recepção até agora (RFC 5348) ou a atual, arredondada para cima em pacotes inteiros (RFC 3448, ns-2).',
    'A reported loss event rate below this is raised to it (0: none, the RFC; ns-2: 1e-5, capping a flow at 387 packets per RTT; Linux: 1e-4).':
      'Uma taxa de eventos de perda informada abaixo disto é elevada a este valor (0: nenhum, como na RFC; ns-2: 1e-5, o que limita um fluxo a 387 pacotes por RTT; Linux: 1e-4).',
    'RFC 5348 §4.5: pace at X * sqrt(R_mean)/sqrt(R_sample) (on in ns-2).':
      'RFC 5348 §4.5: cadenciar os envios a X * sqrt(R_mean)/sqrt(R_sample) (ligado no ns-2).',
    'A packet may leave up to min(t_ipi, t_gran)/2 early (RFC 5348 §4.6; ns-2: 0.01 s). 0: exact pacing.':
      'Um pacote pode sair até min(t_ipi, t_gran)/2 antes da hora (RFC 5348 §4.6; ns-2: 0,01 s). 0: cadência exata.',
    'Maximum back-off interval: the rate never falls below one packet per t_mbi (64 s).':
      'Intervalo máximo de recuo: a taxa nunca cai abaixo de um pacote a cada t_mbi (64 s).',
    'R = q R + (1 - q) R_sample (RFC 5348 §4.3: 0.9).': 'R = q R + (1 - q) R_sample (RFC 5348 §4.3: 0,9).',
    'Packets acknowledged by one TCP ACK in the throughput equation (seed Eq. 1: 1).':
      'Pacotes confirmados por um ACK do TCP na equação de vazão (seed, Eq. 1: 1).',
    'Sending rate before any RTT is known (RFC 5348 §4.2: 1 packet/s).':
      'Taxa de envio antes de se conhecer algum RTT (RFC 5348 §4.2: 1 pacote/s).',
    'The nofeedback timer before the first feedback (2 s).':
      'O temporizador nofeedback antes do primeiro feedback (2 s).',
    'Start at W_init/R as soon as the Request/Response exchange gives an RTT (RFC 5348 §4.2); off: wait for the first feedback (RFC 3448, ns-2).':
      'Começar a W_init/R assim que a troca Request/Response der um RTT (RFC 5348 §4.2); desligado: esperar o primeiro feedback (RFC 3448, ns-2).',
    'A packet is lost once this many later packets arrived (RFC 5348: 3).':
      'Um pacote é dado como perdido quando este número de pacotes posteriores já chegou (RFC 5348: 3).',
    "Seed 002's mix (digest §6): constant-bit-rate UDP, Web objects and FTP transfers between their own hosts, at a fraction of the bottleneck.":
      'A mistura do seed 002 (resumo, §6): UDP de taxa constante, objetos Web e transferências FTP entre hosts próprios, a uma fração do gargalo.',
    "Offered load as a fraction of the bottleneck's capacity (seed 002: 0.2, 0.5 or 0.8), split between UDP, Web and FTP by the shares below.":
      'Carga oferecida como fração da capacidade do gargalo (seed 002: 0,2; 0,5 ou 0,8), dividida entre UDP, Web e FTP pelas frações abaixo.',
    "reverse: the background's data flow right to left, against the flows under study (seed 002), sharing their ACKs' queue; forward: with them.":
      'reverse: os dados do tráfego de fundo vão da direita para a esquerda, contra os fluxos em estudo (seed 002), dividindo a fila com os ACKs deles; forward: no mesmo sentido que eles.',
    'Share of the load carried by constant-bit-rate UDP (seed 002: 0.20).':
      'Fração da carga levada por UDP de taxa constante (seed 002: 0,20).',
    'Share carried by Web objects: a request, then a short TCP transfer (0.56).':
      'Fração levada por objetos Web: uma requisição e depois uma transferência TCP curta (0,56).',
    'Share carried by FTP transfers: longer TCP transfers (0.24).':
      'Fração levada por transferências FTP: transferências TCP mais longas (0,24).',
    'The UDP share is split over this many CBR sources started at random in the first second, so no single periodic stream locks phase with the queue.':
      'A fração UDP é dividida entre estas fontes CBR, iniciadas ao acaso no primeiro segundo, para que nenhuma fonte periódica isolada entre em sincronia de fase com a fila.',
    'IP bytes of each UDP background packet.': 'Bytes IP de cada pacote UDP de fundo.',
    'IP bytes of a full Web response segment (its MSS plus 40).':
      'Bytes IP de um segmento completo de resposta Web (o seu MSS mais 40).',
    'IP bytes of the request packet that asks for an object.': 'Bytes IP do pacote de requisição que pede um objeto.',
    'Shape alpha of the bounded Pareto object size (1.2: heavy-tailed).':
      'Forma alfa da Pareto limitada do tamanho dos objetos (1,2: cauda pesada).',
    "k: the bounded Pareto's lower bound (2.393 gives a mean of 12 packets).":
      'k: o limite inferior da Pareto limitada (2,393 dá uma média de 12 pacotes).',
    "H: the bounded Pareto's upper bound (keeps a run's realised load near its target).":
      'H: o limite superior da Pareto limitada (mantém a carga realizada numa execução perto do alvo).',
    'Mean of the exponentially distributed FTP transfer size (512 KiB).':
      'Média do tamanho das transferências FTP, de distribuição exponencial (512 KiB).',
    'IP bytes of a full FTP segment (its MSS plus 40).': 'Bytes IP de um segmento FTP completo (o seu MSS mais 40).',
    'The receive window of every background transfer, in full segments (1000).':
      'A janela de recepção de toda transferência de fundo, em segmentos completos (1.000).',
    'Congestion control of the Web and FTP transfers (one-way, no handshake).':
      'Controle de congestionamento das transferências Web e FTP (de um só sentido, sem handshake).',
    "The background transfers' minimum retransmission timeout.":
      'O timeout mínimo de retransmissão das transferências de fundo.',
    "Bits per second of the background hosts' links (the bottleneck's when 0).":
      'Bits por segundo dos enlaces dos hosts de fundo (os do gargalo, se 0).',
    "Smallest delay a background host's link may draw.": 'Menor atraso que o enlace de um host de fundo pode sortear.',
    "Largest delay a background host's link may draw (uniform).":
      'Maior atraso que o enlace de um host de fundo pode sortear (uniforme).',
    'Packets to lose on purpose, to see how a protocol recovers.':
      'Pacotes a perder de propósito, para ver como um protocolo se recupera.',
    'Drop chosen data packets of one flow: by segment number or from a time.':
      'Descartar pacotes de dados escolhidos de um fluxo: pelo número do segmento ou a partir de um instante.',
    'The flow whose packets are dropped, by name (F1, F2, ... by default).':
      'O fluxo cujos pacotes são descartados, pelo nome (F1, F2, ... por padrão).',
    'Drop the k-th new data packet of the flow (its first transmission; retransmissions pass), and the ones after it up to count.':
      'Descartar o k-ésimo pacote de dados novo do fluxo (a sua primeira transmissão; retransmissões passam) e os seguintes, até count.',
    'Drop the next count data packets of the flow that reach the link from this time on.':
      'Descartar os próximos count pacotes de dados do fluxo que chegarem ao enlace a partir deste instante.',
    'How many packets in a row to drop (1: a single loss; 3: a burst of three).':
      'Quantos pacotes seguidos descartar (1: uma perda isolada; 3: uma rajada de três).',
    "The window and the settings of the summary's figures.": 'A janela e a configuração das medidas do resumo.',
    "Start of the window over which utilisation, goodput and Jain's index are computed (seed 002: after every flow has started).":
      'Início da janela sobre a qual se calculam a utilização, o goodput e o índice de Jain (seed 002: depois de todos os fluxos terem começado).',
    'End of that window (the stop time when absent).': 'Fim dessa janela (o tempo de parada, se ausente).',
    'Report how long the flow that starts last takes to get its fair share (seed 002 E4; 2 to 16 flows).':
      'Relatar quanto tempo o último fluxo a começar leva para obter a sua parcela justa (seed 002 E4; 2 a 16 fluxos).',
    "delta: the last flow to start has converged once its share of the flows' throughput stays at or above (1 - delta)/n (two flows: 0.45 for 0.1).":
      'delta: o último fluxo a começar convergiu quando a sua parcela da vazão dos fluxos fica em (1 - delta)/n ou acima (dois fluxos: 0,45 para 0,1).',
    'How long the share must stay there to count as converged.':
      'Quanto tempo a parcela precisa ficar ali para contar como convergência.',
    'Throughputs for convergence are averaged over the larger of this and ten mean round-trip times, every 100 ms.':
      'As vazões para a convergência são médias sobre o maior entre este valor e dez tempos de ida e volta médios, a cada 100 ms.',
  },
};
