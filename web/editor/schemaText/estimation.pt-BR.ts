// The estimation scenarios' parameter labels and help sentences in Brazilian Portuguese, keyed by the
// engine's English text in scenarios/schema.json (see ../schemaText.pt-BR.ts).
// Terms (as Brazilian courses and the Portuguese literature on pathload use them): tight link = enlace
// apertado, cross traffic = tráfego cruzado, stream = sequência (periódica de sondas), fleet = frota,
// one-way delay = atraso unidirecional (OWD), grey region = região cinzenta, available bandwidth (A) =
// banda disponível, the seed (Batista et al., in Portuguese: it says tráfego de interferência) = artigo de
// referência. Tool names, flags (-t, -b...), PCT/PDT/ADR and literal values stay as they are.
import type { SchemaTexts } from '../schemaText.pt-BR';

export const TEXTS: SchemaTexts = {
  labels: {
    Estimator: 'Estimador',
    Mode: 'Modo',
    Path: 'Caminho',
    'Access link bandwidth': 'Largura de banda do enlace de acesso',
    'Tight link capacity': 'Capacidade do enlace apertado',
    'Last hop bandwidth': 'Largura de banda do último salto',
    'Delay per hop': 'Atraso por salto',
    'Tight link queue': 'Fila do enlace apertado',
    'Other queues': 'Demais filas',
    'Tight link loss': 'Perda no enlace apertado',
    'Ground-truth averaging time': 'Tempo de média do valor real',
    'Cross traffic': 'Tráfego cruzado',
    Generator: 'Gerador',
    pathload: 'pathload',
    Instances: 'Instâncias',
    'Second instance delay': 'Atraso da segunda instância',
    Profile: 'Perfil',
    'Packets per stream (K)': 'Pacotes por sequência (K)',
    'Streams per fleet (N)': 'Sequências por frota (N)',
    'PCT centre': 'Centro do PCT',
    'PDT centre': 'Centro do PDT',
    'Ambiguity band': 'Faixa de ambiguidade',
    'PCT denominator': 'Denominador do PCT',
    'Fleet fraction (f)': 'Fração da frota (f)',
    'Fewest retained OWDs': 'Mínimo de OWDs retidos',
    'Fewest groups': 'Mínimo de grupos',
    'Abort loss': 'Perda que aborta a frota',
    'Lossy stream loss': 'Perda de sequência com perdas',
    'Lossy streams': 'Sequências com perdas',
    'Resolution (omega)': 'Resolução (ômega)',
    'Grey resolution (chi)': 'Resolução da região cinzenta (chi)',
    'Bad-fleet retries': 'Repetições de frota ruim',
    'Default period (T)': 'Período padrão (T)',
    'Smallest payload': 'Menor carga útil',
    'Largest payload': 'Maior carga útil',
    'End-of-stream wait': 'Espera ao fim da sequência',
    'Idle factor': 'Fator de ociosidade',
    'Slow-link stream': 'Sequência de enlace lento',
    'Send latency': 'Latência de envio',
    'Receive latency': 'Latência de recepção',
    'Clock offset': 'Defasagem dos relógios',
    'Timeout (-t)': 'Tempo limite (-t)',
    'Fleet cap': 'Limite de frotas',
    'Control resend time': 'Tempo de reenvio do controle',
    'Receiver UDP port': 'Porta UDP do receptor',
    'Sender TCP port': 'Porta TCP do emissor',
    'Port step': 'Passo das portas',
    'Send-time jitter': 'Variação do instante de envio',
    'Pacing timer granularity': 'Granularidade do temporizador de cadência',
    'Clock granularity': 'Granularidade do relógio',
    'Interrupt coalescence (packets)': 'Agrupamento de interrupções (pacotes)',
    'Interrupt coalescence (time)': 'Agrupamento de interrupções (tempo)',
    'Coalescence handling': 'Tratamento do agrupamento de interrupções',
    abget: 'abget',
    'Direction (-d / -u)': 'Sentido (-d / -u)',
    'Search (-b / -l)': 'Busca (-b / -l)',
    'Lowest rate (-L)': 'Menor taxa (-L)',
    'Highest rate (-H)': 'Maior taxa (-H)',
    'Estimation range (-r)': 'Faixa de estimação (-r)',
    'Variation range (-x)': 'Faixa de variação (-x)',
    'Stream length (-P)': 'Comprimento da sequência (-P)',
    'Streams per rate (-N)': 'Sequências por taxa (-N)',
    'Idle time (-I)': 'Tempo ocioso (-I)',
    'Maximum time (-t)': 'Tempo máximo (-t)',
    'SYN timeout': 'Tempo limite do SYN',
    'SYN retries': 'Retransmissões do SYN',
    'Increasing loss': 'Perda que indica tendência crescente',
    'Server port (-p)': 'Porta do servidor (-p)',
    iperf: 'iperf',
    'Rate (-b)': 'Taxa (-b)',
    'Datagram payload (-l)': 'Carga útil do datagrama (-l)',
    'Duration (-t)': 'Duração (-t)',
  },
  help: {
    "abget's pacing loop wakes only on multiples of this, so probes due within one tick leave together, back to back (a user-space timer that cannot hold 20-45 us periods); 0 = an ideal timer.":
      'O laço de cadência do abget só acorda em múltiplos deste valor, então as sondas devidas dentro de um mesmo tique saem juntas, coladas (um temporizador de espaço de usuário que não consegue manter períodos de 20-45 us); 0 = um temporizador ideal.',
    "Each probe leaves up to this much after its timer fires (uniform, from the client's own seeded random stream); 0 = an ideal host.":
      'Cada sonda sai até este tempo depois de o temporizador disparar (uniforme, da sequência aleatória semeada do próprio cliente); 0 = um host ideal.',
    "How many abget clients probe the path at once (the seed's phase 2 runs two, from cronos and eolo to mnemosyne; each one's segments are cross traffic for the other).":
      'Quantos clientes do abget sondam o caminho ao mesmo tempo (a fase 2 do artigo de referência roda dois, de cronos e de eolo para mnemosyne; os segmentos de cada um são tráfego cruzado para o outro).',
    'How much later the second abget client starts than the first.':
      'Quanto depois do primeiro o segundo cliente do abget começa.',
    "Each probe leaves the sender up to this much after its scheduled time (uniform, from the sender's own seeded random stream), like a busy-wait loop that overshoots; 0 = an ideal sender.":
      'Cada sonda sai do emissor até este tempo depois do instante previsto (uniforme, da sequência aleatória semeada do próprio emissor), como um laço de espera ativa que passa do ponto; 0 = um emissor ideal.',
    "Both hosts' timestamps are whole multiples of this (1 us: gettimeofday's resolution, the ideal host; a coarse clock flattens one-way-delay trends into steps).":
      'As marcas de tempo dos dois hosts são múltiplos inteiros deste valor (1 us: a resolução do gettimeofday, o host ideal; um relógio grosseiro achata as tendências do atraso unidirecional em degraus).',
    "The receiving NIC hands packets to the host in batches of up to this many, all with the batch's delivery time; 0 or 1 = off (the seed disabled coalescence on every host).":
      'A placa de rede do receptor entrega os pacotes ao host em lotes de até este número, todos com o instante de entrega do lote; 0 ou 1 = desligado (o artigo de referência desligou o agrupamento em todos os hosts).',
    'A batch is delivered at the latest this long after its first packet arrived (with coalescence on).':
      'Um lote é entregue no máximo este tempo depois da chegada do seu primeiro pacote (com o agrupamento ligado).',
    "On: when the ADR train looks coalesced (over 60 % of its gaps back to back), pathload 1.3.2's branch runs: it counts bursts per stream, falls back to a lower bound or to 300-packet streams, or keeps the first packet after each burst. Off (the seed's runs): the check is shown but ignored.":
      'Ligado: quando o trem da ADR parece agrupado (mais de 60 % dos intervalos colados), roda o ramo do pathload 1.3.2: ele conta as rajadas de cada sequência, recua para um limite inferior ou para sequências de 300 pacotes, ou fica só com o primeiro pacote depois de cada rajada. Desligado (as medições do artigo de referência): a verificação é mostrada mas ignorada.',
    'Which tool measures the path: pathload (both ends, UDP fleets), abget (one end, through a TCP server) or iperf (UDP at a fixed rate: a baseline that measures what a stream obtains, not A).':
      'Qual ferramenta mede o caminho: pathload (nas duas pontas, frotas UDP), abget (numa ponta só, através de um servidor TCP) ou iperf (UDP a taxa fixa: uma referência que mede o que um fluxo obtém, não A).',
    'Sender(s) -> router R1 -> tight link -> router R2 -> receiver; cross traffic enters at R1 and leaves at R2, so it shares only the tight link with the probes.':
      'Emissor(es) -> roteador R1 -> enlace apertado -> roteador R2 -> receptor; o tráfego cruzado entra em R1 e sai em R2, então divide com as sondas só o enlace apertado.',
    "The hosts' own links to the first router (1 Gbit/s Ethernet in the seed).":
      'Os enlaces dos próprios hosts até o primeiro roteador (Ethernet de 1 Gbit/s no artigo de referência).',
    "Capacity C of the link the cross traffic shares with the probes (10 Mbit/s in the seed's scenario 1, 525 Mbit/s in scenario 2).":
      'Capacidade C do enlace que o tráfego cruzado divide com as sondas (10 Mbit/s no cenário 1 do artigo de referência, 525 Mbit/s no cenário 2).',
    'The link from the second router to the receiving host (no cross traffic crosses it).':
      'O enlace do segundo roteador até o host receptor (nenhum tráfego cruzado passa por ele).',
    'Propagation delay of every link.': 'Atraso de propagação de cada enlace.',
    "DropTail queue limit in front of the tight link (NCTUns's 50 packets, as the digest assumes).":
      'Limite da fila DropTail na entrada do enlace apertado (os 50 pacotes do NCTUns, como supõe o resumo de pesquisa).',
    'DropTail queue limit of every other link.': 'Limite da fila DropTail de cada um dos demais enlaces.',
    'Probability that the tight link loses a packet at random (besides queue overflow).':
      'Probabilidade de o enlace apertado perder um pacote ao acaso (além do estouro da fila).',
    'The time scale tau of the drawn available bandwidth A(t, tau) on the tight link.':
      'A escala de tempo tau da banda disponível A(t, tau) traçada no gráfico para o enlace apertado.',
    "Generators sharing the tight link with the probes, from V1 to V2: UDP CBR (their total must stay within the link's capacity) or bulk TCP.":
      'Geradores que dividem o enlace apertado com as sondas, de V1 para V2: UDP CBR (a soma das suas taxas não pode passar da capacidade do enlace) ou TCP de transferência em massa.',
    "One cross-traffic source: UDP CBR (the seed's NCTUns generators) or one bulk TCP connection.":
      'Uma fonte de tráfego cruzado: UDP CBR (os geradores do NCTUns do artigo de referência) ou uma conexão TCP de transferência em massa.',
    'udp: a constant-bit-rate stream (rate, packetSize); tcp: one bulk TCP connection that takes what the tight link leaves (its settings under tcp; rate and packetSize are not used).':
      'udp: um fluxo de taxa constante (rate, packetSize); tcp: uma conexão TCP de transferência em massa que ocupa o que o enlace apertado deixa livre (a configuração fica em tcp; rate e packetSize não são usados).',
    'Constant bit rate of the cross traffic at the IP layer (UDP generators).':
      'Taxa constante do tráfego cruzado, medida na camada IP (geradores UDP).',
    'IP packet size of the cross traffic (UDP generators; a TCP one sends MSS-sized segments).':
      'Tamanho do pacote IP do tráfego cruzado (geradores UDP; um gerador TCP envia segmentos do tamanho do MSS).',
    'When the cross traffic starts; a random phase is added: up to one packet gap (UDP), up to 1 s (TCP, so that replications meet its sawtooth at different points).':
      'Quando o tráfego cruzado começa; soma-se uma fase aleatória: até um intervalo entre pacotes (UDP), até 1 s (TCP, para que as repetições encontrem o dente de serra dele em pontos diferentes).',
    'pathload 1.3.2 (SLoPS): fleets of periodic UDP streams and one-way-delay trend tests.':
      'pathload 1.3.2 (SLoPS): frotas de sequências UDP periódicas e testes de tendência do atraso unidirecional.',
    "How many pathload sender/receiver pairs run at once towards the same receiving host (the seed's phase 2 runs two: cronos and eolo to mnemosyne).":
      'Quantos pares emissor/receptor do pathload rodam ao mesmo tempo rumo ao mesmo host receptor (a fase 2 do artigo de referência roda dois: cronos e eolo para mnemosyne).',
    'When the receiver starts (cross traffic runs before it, to warm up).':
      'Quando o receptor começa (o tráfego cruzado roda antes, para aquecer a rede).',
    'How much later the second instance starts.': 'Quanto tempo depois a segunda instância começa.',
    "code-1.3.2: the released tool's thresholds; paper: the SIGCOMM 2002 paper's (PCT 0.6, PDT 0.5, f = 0.7, PCT over Gamma - 1).":
      'code-1.3.2: os limiares da ferramenta publicada; paper: os do artigo do SIGCOMM 2002 (PCT 0,6, PDT 0,5, f = 0,7, PCT sobre Gamma - 1).',
    'How many probes one periodic stream carries.': 'Quantas sondas uma sequência periódica leva.',
    'How many streams one fleet sends at one rate.': 'Quantas sequências uma frota envia a uma mesma taxa.',
    "A stream's PCT above centre x (1 + band) says increasing, below centre x (1 - band) no trend.":
      'O PCT de uma sequência acima de centro x (1 + faixa) indica tendência crescente; abaixo de centro x (1 - faixa), nenhuma tendência.',
    "A stream's PDT above centre x (1 + band) says increasing, below centre x (1 - band) no trend.":
      'O PDT de uma sequência acima de centro x (1 + faixa) indica tendência crescente; abaixo de centro x (1 - faixa), nenhuma tendência.',
    'Half-width of the ambiguous zone around each centre, as a fraction of the centre.':
      'Meia largura da zona ambígua em torno de cada centro, como fração do centro.',
    'groups: divide the increases by the number of group medians, as 1.3.2 does; groupsMinus1: by the number of pairs, as the paper does.':
      'groups: divide os aumentos pelo número de medianas de grupo, como faz a versão 1.3.2; groupsMinus1: pelo número de pares, como faz o artigo.',
    'A fleet is increasing (no trend) when at least this share of its usable streams is.':
      'Uma frota tem tendência crescente (ou nenhuma tendência) quando pelo menos esta fração das suas sequências aproveitáveis tem.',
    'A stream is analysed only with more retained one-way delays than this.':
      'Uma sequência só é analisada se retiver mais atrasos unidirecionais do que isto.',
    'PCT and PDT need at least this many group medians.':
      'O PCT e o PDT precisam de pelo menos esta quantidade de medianas de grupo.',
    'A stream losing this share of its packets aborts the fleet (counted as increasing).':
      'Uma sequência que perde esta fração dos seus pacotes aborta a frota (contada como tendência crescente).',
    'A stream losing at least this share (and less than the abort loss) is lossy.':
      'Uma sequência que perde pelo menos esta fração (e menos que a perda que aborta) é uma sequência com perdas.',
    'A fleet whose lossy streams reach this share is aborted.':
      'Uma frota cujas sequências com perdas chegam a esta fração é abortada.',
    "Stop when Rmax - Rmin is within this; 0 = 1.3.2's default, 2 % of the ADR.":
      'Para quando Rmax - Rmin fica dentro disto; 0 = o padrão da versão 1.3.2, 2 % da ADR.',
    'Stop when both gaps around the grey region are within this; 0 = min(5 % of the ADR, 12 Mbit/s).':
      'Para quando os dois intervalos em torno da região cinzenta ficam dentro disto; 0 = min(5 % da ADR, 12 Mbit/s).',
    'How often a fleet with too few usable streams is repeated at the same rate before the run stops.':
      'Quantas vezes uma frota com poucas sequências aproveitáveis é repetida à mesma taxa antes de a medição parar.',
    'The probe period below 150 Mbit/s (the payload then sets the rate).':
      'O período das sondas abaixo de 150 Mbit/s (a carga útil então define a taxa).',
    'Smallest probe UDP payload; below it the period grows instead.':
      'Menor carga útil UDP de uma sonda; abaixo dela, o que cresce é o período.',
    'Largest probe UDP payload (MTU 1500 less 28 bytes of headers).':
      'Maior carga útil UDP de uma sonda (a MTU de 1500 menos 28 bytes de cabeçalhos).',
    'The sender waits this long after a stream before FINISHED_STREAM.':
      'O emissor espera este tempo depois de uma sequência antes de enviar FINISHED_STREAM.',
    'Streams start at least this many stream durations V apart (so a fleet averages R/10).':
      'As sequências começam separadas por pelo menos este número de durações V de sequência (assim uma frota tem taxa média de R/10).',
    'A stream lasting at least this long makes a fleet of one stream.':
      'Uma sequência que dura pelo menos este tempo forma sozinha uma frota de uma sequência.',
    "The sender host's measured send latency; sets the smallest period.":
      'A latência de envio medida no host emissor; define o menor período.',
    "The receiver's recvfrom latency; drives the back-to-back filter (gap > 2.5 x it).":
      'A latência do recvfrom no receptor; comanda o filtro de pacotes colados (intervalo > 2,5 x ela).',
    'Receiver clock minus sender clock; cancels out of relative one-way delays.':
      'Relógio do receptor menos relógio do emissor; some dos atrasos unidirecionais relativos.',
    'Stop the measurement after this long; 0 = no limit.': 'Para a medição depois deste tempo; 0 = sem limite.',
    'A safety cap on fleets that 1.3.2 does not have; 0 = none (faithful).':
      'Um limite de segurança no número de frotas, que a versão 1.3.2 não tem; 0 = nenhum (fiel ao original).',
    "A lost control message is resent after this (doubling each time), like TCP's timer.":
      'Uma mensagem de controle perdida é reenviada após este tempo (que dobra a cada vez), como o temporizador do TCP.',
    'Where the receiver takes probes (1.3.2: fixed 55001).': 'Onde o receptor recebe as sondas (1.3.2: fixa em 55001).',
    'Where the sender listens for the control connection (1.3.2: fixed 55002).':
      'Onde o emissor espera a conexão de controle (1.3.2: fixa em 55002).',
    "Instance i uses the ports plus i x this. 0 reproduces 1.3.2's static ports, which stops a second instance on the same receiver (the seed changed the code for its phase 2).":
      'A instância i usa as portas mais i x este valor. 0 reproduz as portas fixas da versão 1.3.2, o que impede uma segunda instância no mesmo receptor (o artigo de referência alterou o código para a sua fase 2).',
    "abget: one-ended probing through a TCP server with pathload's trend test and a rate search.":
      'abget: sondagem a partir de uma só ponta, através de um servidor TCP, com o teste de tendência do pathload e uma busca de taxa.',
    "upstream: abget runs on the sending host and sends request segments to a server on the receiving host (what the seed's set-up implies); downstream: abget runs on the receiving host and paces a server on the sending host with fake ACKs.":
      'upstream: o abget roda no host emissor e envia segmentos de requisição a um servidor no host receptor (o que a montagem do artigo de referência implica); downstream: o abget roda no host receptor e dita o ritmo de um servidor no host emissor com ACKs falsos.',
    "bisect: binary search by midpoints (the tutorial); doubleHalve: x2 / /2 until the verdict reverses (the seed's wording); linear: Rmin + r, Rmin + 2r, ... until increasing.":
      'bisect: busca binária pelos pontos médios (o tutorial); doubleHalve: x2 / /2 até o veredito se inverter (a redação do artigo de referência); linear: Rmin + r, Rmin + 2r, ... até a tendência ser crescente.',
    'Bottom of the searched range.': 'Limite inferior da faixa buscada.',
    'Top of the searched range; abget has no start-up measurement, so the user gives about the capacity.':
      'Limite superior da faixa buscada; o abget não faz medição inicial, então o usuário informa algo próximo da capacidade.',
    "Stop when the bracket is this narrow (and the linear search's step).":
      'Para quando o intervalo de busca fica estreito assim (e é o passo da busca linear).',
    'Stop when both gaps around a grey range are this narrow.':
      'Para quando os dois intervalos em torno de uma faixa cinzenta ficam estreitos assim.',
    'Segments per stream.': 'Segmentos por sequência.',
    "Streams sent at each rate; the rate's verdict needs f of the usable ones to agree.":
      'Sequências enviadas a cada taxa; o veredito da taxa exige que uma fração f das aproveitáveis concorde.',
    'Pause after each stream; answers later than this count as lost.':
      'Pausa após cada sequência; respostas que chegam depois dela contam como perdidas.',
    'Stop after this long with the bracket so far; 0 = no limit.':
      'Para depois deste tempo com o intervalo obtido até então; 0 = sem limite.',
    'TCP maximum segment size: each probe segment is MSS + 40 bytes.':
      'Tamanho máximo de segmento do TCP: cada segmento de sondagem tem MSS + 40 bytes.',
    'When abget starts (cross traffic runs before it).': 'Quando o abget começa (o tráfego cruzado roda antes dele).',
    'A SYN without answer is sent again after this, doubling each time (Linux 2.6.2x: 3 s).':
      'Um SYN sem resposta é reenviado após este tempo, que dobra a cada vez (Linux 2.6.2x: 3 s).',
    'After this many retransmitted SYNs abget gives up: a failed run (Linux tcp_syn_retries 5).':
      'Depois de tantas retransmissões do SYN o abget desiste: uma execução que falhou (Linux tcp_syn_retries 5).',
    'A stream losing this share of its probes counts as increasing.':
      'Uma sequência que perde esta fração das suas sondas conta como tendência crescente.',
    "The TCP server's port (an HTTP server).": 'A porta do servidor TCP (um servidor HTTP).',
    'iperf 2, in UDP (-u) or TCP mode, from the sending host to a server on the receiving host.':
      'iperf 2, em modo UDP (-u) ou TCP, do host emissor para um servidor no host receptor.',
    'udp (-u): datagrams at a target rate, what a constant-rate stream obtains; tcp: one bulk TCP connection for the duration, what a TCP obtains (its settings under tcp; rate and length unused).':
      'udp (-u): datagramas a uma taxa alvo, o que um fluxo de taxa constante obtém; tcp: uma conexão TCP de transferência em massa durante o tempo dado, o que um TCP obtém (a configuração fica em tcp; rate e length não são usados).',
    "iperf's target rate, counted on the UDP payload as iperf counts it (UDP mode).":
      'A taxa alvo do iperf, contada sobre a carga útil UDP, como o próprio iperf conta (modo UDP).',
    "UDP payload of each datagram (iperf's default 1470: a 1498-byte IP packet; UDP mode).":
      'Carga útil UDP de cada datagrama (o padrão do iperf, 1470: um pacote IP de 1.498 bytes; modo UDP).',
    'How long the client sends.': 'Por quanto tempo o cliente envia.',
    'When the client starts (cross traffic runs before it).':
      'Quando o cliente começa (o tráfego cruzado roda antes dele).',
  },
};
