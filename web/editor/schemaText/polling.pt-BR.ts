// The polling scenarios' parameter labels and help sentences in Brazilian Portuguese, keyed by the
// engine's English text in scenarios/schema.json (see ../schemaText.pt-BR.ts).
import type { SchemaTexts } from '../schemaText.pt-BR';

export const TEXTS: SchemaTexts = {
  labels: {
    Topology: 'Topologia',
    'Link bandwidth': 'Largura de banda dos enlaces',
    'Link delay': 'Atraso dos enlaces',
    'Queue per link': 'Fila por enlace',
    Routing: 'Roteamento',
    "Sender's access link": 'Enlace de acesso do emissor',
    'Access link delay': 'Atraso do enlace de acesso',
    'Outgoing queue': 'Fila de saída',
    'Inbound queue': 'Fila de entrada',
    'Transit-stub graph': 'Grafo transit-stub',
    'Generator seed': 'Semente do gerador',
    'Transit domains': 'Domínios de trânsito',
    'Routers per transit domain': 'Roteadores por domínio de trânsito',
    'Stubs per transit router': 'Stubs por roteador de trânsito',
    'Routers per stub': 'Roteadores por stub',
    'Backbone edge density': 'Densidade de arestas do backbone',
    'Transit edge density': 'Densidade de arestas de trânsito',
    'Stub edge density': 'Densidade de arestas dos stubs',
    'Sender attaches to': 'Emissor ligado a',
    'Tree latency': 'Latência da árvore',
    'Delay per length unit': 'Atraso por unidade de comprimento',
    Dumbbell: 'Haltere (dumbbell)',
    Hosts: 'Hosts',
    'Bottleneck bandwidth': 'Largura de banda do gargalo',
    'Bottleneck delay': 'Atraso do gargalo',
    'Bottleneck loss': 'Perda no gargalo',
    'Host link delay': 'Atraso do enlace dos hosts',
    Star: 'Estrela',
    Sender: 'Emissor',
    Receivers: 'Receptores',
    Placement: 'Posicionamento',
    'Placement seed': 'Semente do posicionamento',
    Protocol: 'Protocolo',
    'Window size': 'Tamanho da janela',
    'Packets to send': 'Pacotes a enviar',
    'DATA size': 'Tamanho do DATA',
    'POLL size': 'Tamanho do POLL',
    'RESPONSE header': 'Cabeçalho da RESPONSE',
    'Meaning of "send"': 'Significado de "enviar"',
    'RTT measured from': 'RTT medido a partir de',
    'Retransmission timeout': 'Timeout de retransmissão',
    'Initial RTT': 'RTT inicial',
    'Initial RTT variation': 'Variação inicial do RTT',
    'Minimum RTO': 'RTO mínimo',
    'Maximum RTO': 'RTO máximo',
    'First RTT sample': 'Primeira amostra de RTT',
    'Answer duplicates': 'Responder a duplicatas',
    'Response jitter': 'Jitter das respostas',
    'Response probability': 'Probabilidade de resposta',
    'Subgroup size': 'Tamanho do subgrupo',
    'Poll spacing': 'Espaçamento entre POLLs',
    'Token bucket': 'Balde de tokens',
    'Token accounting': 'Contagem de tokens',
    'Poll period': 'Período entre POLLs',
    'NAK suppression': 'Supressão de NAKs',
    'Who a retransmission marks': 'Quem a retransmissão marca',
    'Tail loss rule': 'Regra de perda no fim',
  },
  help: {
    'The routed IP network; by default the 451-node transit-stub graph calibrated to the polling paper (§4.2).':
      'A rede IP roteada; por padrão, o grafo transit-stub de 451 nós calibrado conforme o artigo de polling (§4.2).',
    "Which network to build: the paper's generated transit-stub graph, a dumbbell, a star, or nodes and links listed by hand.":
      'Qual rede construir: o grafo transit-stub gerado do artigo, um haltere (dumbbell), uma estrela, ou nós e enlaces listados à mão.',
    "Every link's bandwidth unless listed otherwise (paper: 1 Mbit/s).":
      'A largura de banda de todo enlace, salvo indicação em contrário (artigo: 1 Mbit/s).',
    'Propagation delay of star spokes and of explicit links that give none.':
      'Atraso de propagação dos raios da estrela e dos enlaces explícitos que não informam o seu.',
    'The chance that any link loses a packet, in both directions (paper: 0 or 0.001).':
      'A chance de qualquer enlace perder um pacote, nos dois sentidos (artigo: 0 ou 0,001).',
    "Packets that can wait at each link direction before the next is dropped (ns-2's default 50).":
      'Pacotes que podem esperar em cada sentido de um enlace antes que o próximo seja descartado (padrão do ns-2: 50).',
    "Shortest paths by hop count (ns-2's static routing) or by delay.":
      'Caminhos mais curtos por número de saltos (o roteamento estático do ns-2) ou por atraso.',
    'The link between the sender and the network.': 'O enlace entre o emissor e a rede.',
    "Propagation delay of the sender's own link (paper: 1 ms).":
      'Atraso de propagação do próprio enlace do emissor (artigo: 1 ms).',
    "Packets the sender's link can hold waiting to leave; 0 = no limit (paper).":
      'Pacotes que o enlace do emissor comporta à espera de saída; 0 = sem limite (como no artigo).',
    'Queue towards the sender, where replies pile up and feedback implosion drops them; the per-link queue when absent.':
      'Fila no sentido do emissor, onde as respostas se acumulam e a implosão de feedback as descarta; igual à fila por enlace se ausente.',
    'The generated Internet-like graph of the polling paper (§4.2).':
      'O grafo gerado, parecido com a Internet, do artigo de polling (§4.2).',
    "Seed of the graph generator, independent of the run's seed (79 gives the paper's 451-node network).":
      'Semente do gerador do grafo, independente da semente da execução (79 dá a rede de 451 nós do artigo).',
    'Backbone domains (T).': 'Domínios do backbone (T).',
    'Backbone routers per domain (NT).': 'Roteadores do backbone por domínio (NT).',
    'Edge domains hanging off each backbone router (K).':
      'Domínios de borda pendurados em cada roteador do backbone (K).',
    'Routers in each edge domain (NS).': 'Roteadores em cada domínio de borda (NS).',
    'Probability of an edge between two transit domains.':
      'Probabilidade de haver uma aresta entre dois domínios de trânsito.',
    'Probability of an edge between two routers of one transit domain.':
      'Probabilidade de haver uma aresta entre dois roteadores de um mesmo domínio de trânsito.',
    'Probability of an edge between two routers of one stub domain.':
      'Probabilidade de haver uma aresta entre dois roteadores de um mesmo domínio stub.',
    'The transit router the sender is linked to (T<domain>.<index>), or "auto" for the one farthest from everything.':
      'O roteador de trânsito ao qual o emissor se liga (T<domain>.<index>), ou "auto" para o mais distante de todos.',
    "Unloaded latency to the farthest node along the sender's tree (paper: 411 ms); 0 uses the delay per length unit instead.":
      'Latência sem carga até o nó mais distante na árvore do emissor (artigo: 411 ms); com 0, usa-se o atraso por unidade de comprimento.',
    'Delay of one unit of generated edge length when the tree latency is 0.':
      'Atraso de uma unidade de comprimento das arestas geradas, quando a latência da árvore é 0.',
    'Sender, router, bottleneck, router, hosts.': 'Emissor, roteador, gargalo, roteador, hosts.',
    'Receiving hosts besides the sender.': 'Hosts receptores, além do emissor.',
    'Bandwidth of the link between the two routers; the link bandwidth when absent.':
      'Largura de banda do enlace entre os dois roteadores; a dos enlaces se ausente.',
    'Propagation delay between the two routers.': 'Atraso de propagação entre os dois roteadores.',
    "Loss probability on the bottleneck; the network's loss when absent.":
      'Probabilidade de perda no gargalo; a da rede se ausente.',
    "Propagation delay of each host's link.": 'Atraso de propagação do enlace de cada host.',
    'The sender and the hosts around one router.': 'O emissor e os hosts em volta de um roteador.',
    'Explicit topology only: the hosts and routers.': 'Só na topologia explícita: os hosts e roteadores.',
    'Explicit topology only: the links.': 'Só na topologia explícita: os enlaces.',
    "A duplex link; the sender's first link is its access link.":
      'Um enlace duplex; o primeiro enlace do emissor é o seu enlace de acesso.',
    "The link's bandwidth; the network's when absent.": 'A largura de banda do enlace; a da rede se ausente.',
    "The link's delay; the network's when absent.": 'O atraso do enlace; o da rede se ausente.',
    "The link's loss probability; the network's when absent.":
      'A probabilidade de perda do enlace; a da rede se ausente.',
    "Packets that can wait from a to b (0 = no limit); the network's queue when absent.":
      'Pacotes que podem esperar de a para b (0 = sem limite); a fila da rede se ausente.',
    'Packets that can wait from b to a (0 = no limit); the a-to-b queue when absent.':
      'Pacotes que podem esperar de b para a (0 = sem limite); igual à fila de a para b se ausente.',
    'Explicit topology only: the node that sends.': 'Só na topologia explícita: o nó que envia.',
    'Who receives the transfer and where they sit in the network.': 'Quem recebe a transferência e onde fica na rede.',
    'How many receivers join the group (one per node).': 'Quantos receptores entram no grupo (um por nó).',
    "Where receivers go: as the paper places them (§4.2), at random, or in the topology's order.":
      'Onde ficam os receptores: como o artigo os posiciona (§4.2), ao acaso ou na ordem da topologia.',
    "Seed of random placement, independent of the run's seed.":
      'Semente do posicionamento aleatório, independente da semente da execução.',
    'Which polling protocol transfers the data, and its parameters.':
      'Qual protocolo de polling transfere os dados, e seus parâmetros.',
    'PET (a reply to every packet), PrP (replies with probability p), PSEW (poll subgroups after each window), RBP (polls limited by a token bucket) or PeP (periodic polls).':
      'PET (uma resposta a cada pacote), PrP (respostas com probabilidade p), PSEW (consulta subgrupos após cada janela), RBP (consultas limitadas por um balde de tokens) ou PeP (consultas periódicas).',
    'Packets the sender may have unconfirmed (ws; §5.1 chooses 200).':
      'Pacotes que o emissor pode ter sem confirmação (ws; a §5.1 escolhe 200).',
    'Length of the transfer in data packets (dp; paper: 1000).':
      'Tamanho da transferência em pacotes de dados (dp; artigo: 1.000).',
    'Bytes in a DATA packet (paper: 1000).': 'Bytes em um pacote DATA (artigo: 1.000).',
    'Bytes in a POLL (paper: 50).': 'Bytes em um POLL (artigo: 50).',
    'Bytes of a RESPONSE before its bit vector: a RESPONSE is this plus ws/8 (paper: 50).':
      'Bytes de uma RESPONSE antes do seu vetor de bits: uma RESPONSE tem isto mais ws/8 (artigo: 50).',
    'When a packet counts as sent: when queued at the sender (enqueue), when it starts on the wire (departure), or the sender paces itself (wire).':
      'Quando um pacote conta como enviado: ao entrar na fila do emissor (enqueue), ao começar a ser transmitido (departure), ou o emissor regula o próprio ritmo (wire).',
    'Whether an RTT sample starts when the packet counts as sent or when it starts on the access link.':
      'Se uma amostra de RTT começa quando o pacote conta como enviado ou quando ele começa a ser transmitido no enlace de acesso.',
    'How each receiver\'s round-trip time and timeout are estimated ("based on TCP", §2).':
      'Como se estimam o tempo de ida e volta e o timeout de cada receptor ("baseado no TCP", §2).',
    'The RTT assumed before any measurement (paper: 1 s).': 'O RTT suposto antes de qualquer medição (artigo: 1 s).',
    'The variation assumed before any measurement; half the initial RTT when absent (an initial RTO of 3 s).':
      'A variação suposta antes de qualquer medição; metade do RTT inicial se ausente (um RTO inicial de 3 s).',
    'The retransmission timeout never goes below this (RFC 2988: 1 s).':
      'O timeout de retransmissão nunca fica abaixo disto (RFC 2988: 1 s).',
    'The retransmission timeout never goes above this (RFC 2988: 60 s).':
      'O timeout de retransmissão nunca passa disto (RFC 2988: 60 s).',
    'Whether the first measurement replaces the initial 1 s (RFC 2988) or is averaged into it (a reading of §4.3).':
      'Se a primeira medição substitui o 1 s inicial (RFC 2988) ou entra na média com ele (uma leitura da §4.3).',
    'PET and PrP: whether a receiver also answers a packet it already has.':
      'PET e PrP: se um receptor também responde a um pacote que já tem.',
    'A random delay, up to this, before each RESPONSE leaves (not in the paper; it breaks exact ties).':
      'Um atraso aleatório, de até este valor, antes de cada RESPONSE sair (não está no artigo; desfaz empates exatos).',
    'PrP: the chance a receiver answers each DATA; 0.5·(t_send/t_recv)/N capped at 1 when absent (§5.1).':
      'PrP: a chance de um receptor responder a cada DATA; se ausente, 0,5·(t_send/t_recv)/N, limitado a 1 (§5.1).',
    'PSEW: receivers polled together (§5.1: 50).': 'PSEW: receptores consultados juntos (§5.1: 50).',
    'PSEW: time between subgroup POLLs; t_recv × subgroup size when 0.':
      'PSEW: tempo entre os POLLs dos subgrupos; t_recv × tamanho do subgrupo quando 0.',
    'RBP: POLLs allowed in flight at once (B; §5.1: 100).':
      'RBP: POLLs permitidos em trânsito ao mesmo tempo (B; §5.1: 100).',
    'RBP: count tokens per receiver (precise) or as the paper words it (one back per response or expiry).':
      'RBP: contar os tokens por receptor (precise) ou como o artigo descreve (um token volta a cada resposta ou expiração).',
    'PeP: time between polls; t_recv × 10 when 0.': 'PeP: tempo entre POLLs; t_recv × 10 quando 0.',
    'RBP/PeP: retransmit at the first NAK and hold further NAKs for rto_max (immediate), or retransmit when that time runs out (deferred).':
      'RBP/PeP: retransmitir no primeiro NAK e segurar os NAKs seguintes por rto_max (immediate), ou retransmitir quando esse tempo se esgota (deferred).',
    'RBP/PeP: a retransmission marks in V the receivers still missing it, or all.':
      'RBP/PeP: uma retransmissão marca em V os receptores a quem ela ainda falta, ou todos.',
    'When unreceived packets at the top count as lost: up to the highest sent (hs, carried in POLLs) or only once all dp were sent.':
      'Quando os pacotes não recebidos no topo contam como perdidos: até o maior enviado (hs, levado nos POLLs) ou só depois que todos os dp foram enviados.',
  },
};
