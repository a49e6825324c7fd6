// The afdp scenarios' parameter labels and help sentences in Brazilian Portuguese, keyed by the
// engine's English text in scenarios/schema.json (see ../schemaText.pt-BR.ts).
import type { SchemaTexts } from '../schemaText.pt-BR';

export const TEXTS: SchemaTexts = {
  labels: {
    'Ethernet segment': 'Segmento Ethernet',
    AFDP: 'AFDP',
    'Transmission mode': 'Modo de transmissão',
    'Unicast/broadcast threshold': 'Limiar unicast/broadcast',
    'Publisher limit': 'Limite de publicadores',
    'Rate option': 'Opção de taxa',
    'Tp floor': 'Piso de Tp',
    'Nice floor': 'Piso do modo nice',
    'Tp increase per request': 'Aumento de Tp por pedido',
    'Tp decay period': 'Período de decaimento de Tp',
    'Tp decay step': 'Passo de decaimento de Tp',
    'Tp ceiling': 'Teto de Tp',
    'File size': 'Tamanho do arquivo',
    'Multicast/unicast datagram': 'Datagrama multicast/unicast',
    'Broadcast datagram': 'Datagrama de broadcast',
    Linger: 'Espera final',
    'Publish at': 'Publicar em',
    'Shutdown at': 'Dissolver o grupo em',
    'Sequence-check interval Tw': 'Intervalo de verificação de sequência Tw',
    'Random NAK delay': 'Atraso aleatório do NAK',
    'Largest NAK delay': 'Maior atraso do NAK',
    'Ranges per request': 'Intervalos por pedido',
    'Publisher supports multicast': 'Publicador suporta multicast',
    'Other hosts': 'Outros hosts',
    'CPU per broadcast': 'CPU por broadcast',
    'Finding the secretary': 'Como achar o secretário',
    'Publisher lease': 'Validade da concessão ao publicador',
    Publishers: 'Publicadores',
    'Retry after a refusal': 'Tentar de novo após uma recusa',
    Subscribers: 'Assinantes',
    Subscriber: 'Assinante',
    Count: 'Quantidade',
    'Receives multicast': 'Recebe multicast',
    'Read rate': 'Taxa de leitura',
    'UDP receive buffer': 'Buffer de recepção UDP',
    'Joins at': 'Entra no grupo em',
    'Leaves at': 'Sai do grupo em',
    Segment: 'Segmento',
    'From segment': 'Do segmento',
    'To segment': 'Para o segmento',
    'Forwards multicast': 'Encaminha multicast',
    'FIFO per port': 'FIFO por porta',
    'Forwarding time': 'Tempo de encaminhamento',
    Router: 'Roteador',
    Routers: 'Roteadores',
    Distributor: 'Distribuidor',
    'Parallel children': 'Filhos em paralelo',
    'Set-up per host': 'Preparação por host',
    'TCP receive window': 'Janela de recepção TCP',
    'Track sessions at once': 'Sessões do track ao mesmo tempo',
    'Statfile size': 'Tamanho do statfile',
    'Request list size': 'Tamanho da lista de pedidos',
    'Competing ftp transfer': 'Transferência ftp concorrente',
    'ftp starts at': 'O ftp começa em',
    Baseline: 'Referência',
  },
  help: {
    'The shared Ethernet the publisher (P), the secretary (SEC), the subscribers (R1 ...) and the other hosts (H1 ...) sit on; with routers, every segment is alike.':
      'A Ethernet compartilhada onde ficam o publicador (P), o secretário (SEC), os assinantes (R1 ...) e os outros hosts (H1 ...); com roteadores, todos os segmentos são iguais.',
    'The protocol: mode choice, rate control, NAKs, the message.':
      'O protocolo: escolha do modo, controle de taxa, NAKs, a mensagem.',
    "auto: the secretary chooses (multicast when every host supports it, else unicast below the threshold and broadcast from it on); the others force a mode, as the paper's Figure 2 runs did.":
      'auto: o secretário escolhe (multicast quando todos os hosts o suportam; senão, unicast abaixo do limiar e broadcast a partir dele); os outros valores impõem um modo, como nas execuções da Figura 2 do artigo.',
    'Without multicast, fewer members than this get unicast copies; this many or more get broadcast. The paper suggests six from its Figure 2.':
      'Sem multicast, menos membros que isto recebem cópias unicast; a partir desse número, recebem broadcast. O artigo sugere seis, com base na sua Figura 2.',
    'The secretary refuses a PUBLISH_REQUEST while this many publishers are active.':
      'O secretário recusa um PUBLISH_REQUEST enquanto houver este número de publicadores ativos.',
    'default: Tp never below the floor (10 ms); nice: never below 100 ms; rabid: no floor, the publisher sends as fast as its network interface allows.':
      'default: Tp nunca abaixo do piso (10 ms); nice: nunca abaixo de 100 ms; rabid: sem piso, o publicador envia tão rápido quanto sua interface de rede permite.',
    'The smallest inter-packet period in default mode (the paper: 10 ms).':
      'O menor intervalo entre pacotes no modo default (artigo: 10 ms).',
    'The smallest inter-packet period in nice mode (the paper: 100 ms).':
      'O menor intervalo entre pacotes no modo nice (artigo: 100 ms).',
    'Added to Tp at once for every valid RESEND_REQUEST (the paper: 10 ms).':
      'Somado a Tp na hora, a cada RESEND_REQUEST válido (artigo: 10 ms).',
    'Every period without a valid request, Tp falls by the decay step (the paper says only "slowly"; 500 ms is the digest\'s choice).':
      'A cada período sem pedido válido, Tp cai um passo de decaimento (o artigo diz apenas "lentamente"; 500 ms é a escolha do resumo).',
    'How much Tp falls per quiet decay period (digest: 1 ms, so one 10 ms step takes 5 s to undo).':
      'Quanto Tp cai a cada período de decaimento sem pedidos (resumo: 1 ms; assim, desfazer um aumento de 10 ms leva 5 s).',
    'Tp never grows beyond this, which bounds a stall (digest: 1 s).':
      'Tp nunca passa disto, o que limita uma paralisação (resumo: 1 s).',
    "The message the publisher distributes (the paper's tests: 7.0 MB).":
      'A mensagem que o publicador distribui (testes do artigo: 7,0 MB).',
    'How many times the publisher publishes the file, one message after the other.':
      'Quantas vezes o publicador publica o arquivo, uma mensagem após a outra.',
    'UDP payload of a multicast or unicast datagram, AFDP header included; IP cuts it into 1480-byte fragments (digest: 9216, "over six times" the broadcast size).':
      'Carga útil UDP de um datagrama multicast ou unicast, com o cabeçalho AFDP; o IP o divide em fragmentos de 1.480 bytes (resumo: 9.216, "mais de seis vezes" o tamanho do broadcast).',
    'UDP payload of a broadcast datagram; a broadcast cannot be fragmented, so it must fit one Ethernet frame (the paper uses 1468).':
      'Carga útil UDP de um datagrama de broadcast; um broadcast não pode ser fragmentado, então precisa caber em um quadro Ethernet (o artigo usa 1.468).',
    'After its last packet the publisher waits this long without a request before it reports PUBLISH_DONE (digest: 2 s).':
      'Depois do último pacote, o publicador espera este tempo sem pedidos antes de informar PUBLISH_DONE (resumo: 2 s).',
    'When the publisher sends its PUBLISH_REQUEST.': 'Quando o publicador envia seu PUBLISH_REQUEST.',
    'When the secretary disbands the group: it sends SHUTDOWN to every member, which abandons an unfinished message and leaves; 0 (the default) never.':
      'Quando o secretário dissolve o grupo: ele envia SHUTDOWN a cada membro, que abandona uma mensagem inacabada e sai; 0 (o padrão) nunca.',
    'Every Tw a subscriber checks for a gap or for silence (digest: 500 ms).':
      'A cada Tw, um assinante verifica se há uma lacuna ou silêncio (resumo: 500 ms).',
    "Wait a random time before asking, so one retransmission may repair several subscribers' losses; off asks at once.":
      'Esperar um tempo aleatório antes de pedir, para que uma só retransmissão possa reparar as perdas de vários assinantes; desligado, pede na hora.',
    'The delay is drawn uniformly from 0 to this (digest: Tw/2 = 250 ms).':
      'O atraso é sorteado uniformemente entre 0 e este valor (resumo: Tw/2 = 250 ms).',
    'A RESEND_REQUEST lists at most this many [first, last] ranges; the rest wait for the next round.':
      'Um RESEND_REQUEST lista no máximo esta quantidade de intervalos [first, last]; o resto espera a próxima rodada.',
    "Whether the publisher's host can send IP multicast.": 'Se o host do publicador pode enviar multicast IP.',
    'Hosts on the LAN outside the group (H1 ...): broadcasts still cost them CPU, multicast does not.':
      'Hosts da LAN fora do grupo (H1 ...): broadcasts ainda lhes custam CPU, multicast não.',
    "Host CPU one broadcast datagram costs (1.1 ms gives the paper's 11% on an Indy at the broadcast peak).":
      'CPU do host consumida por um datagrama de broadcast (1,1 ms dá os 11 % do artigo em uma Indy no pico de broadcast).',
    'named: every host is told the secretary SEC ("on the command line"). find: hosts on SEC\'s LAN broadcast FIND_SECRETARY (1 s, three tries) and SEC answers SECRETARY_HERE. elect: no secretary runs; nobody answers, the subscribers vote (1 s window) and the highest host id becomes secretary.':
      'named: todo host é informado do secretário SEC ("na linha de comando"). find: os hosts da LAN de SEC enviam FIND_SECRETARY por broadcast (1 s, três tentativas) e SEC responde SECRETARY_HERE. elect: nenhum secretário está rodando; ninguém responde, os assinantes votam (janela de 1 s) e o host de maior id vira secretário.',
    'The secretary counts a publisher active from its grant until PUBLISH_DONE or until this long has passed, whichever comes first (digest: 10 min).':
      'O secretário conta um publicador como ativo desde a concessão até o PUBLISH_DONE ou até passar este tempo, o que vier primeiro (resumo: 10 min).',
    'Publisher hosts on the LAN (P, P2, P3 ...), each asking at publishAt to publish its own file of fileBytes.':
      'Hosts publicadores na LAN (P, P2, P3 ...), cada um pedindo em publishAt para publicar seu próprio arquivo de fileBytes.',
    'A publisher the secretary refuses (too many active) asks again after 5 s instead of giving up.':
      'Um publicador que o secretário recusa (ativos demais) pede de novo após 5 s em vez de desistir.',
    "The group's receiving hosts, R1, R2 ... in order; their counts add up to at most 200.":
      'Os hosts receptores do grupo, R1, R2 ... em ordem; suas quantidades somam no máximo 200.',
    'One or more identical subscriber hosts.': 'Um ou mais hosts assinantes idênticos.',
    'How many identical subscribers this entry makes.': 'Quantos assinantes idênticos este item cria.',
    'Whether the host can receive IP multicast (its JOIN says so).':
      'Se o host pode receber multicast IP (seu JOIN informa isso).',
    'How fast the application empties its UDP receive buffer: a slow host drops datagrams and asks for them again.':
      'Com que rapidez a aplicação esvazia seu buffer de recepção UDP: um host lento descarta datagramas e os pede de novo.',
    "Socket buffer size (BSD's default udp_recvspace: 41600 B).":
      'Tamanho do buffer do socket (padrão do BSD, udp_recvspace: 41.600 B).',
    'When the subscriber sends its JOIN; after the publication began it is a late joiner and waits for the next message.':
      'Quando o assinante envia seu JOIN; se a publicação já começou, ele é um retardatário e espera a próxima mensagem.',
    "When the subscriber sends LEAVE: the secretary drops it from the host table, so the next message's mode counts one member less; 0 (the default) stays.":
      'Quando o assinante envia LEAVE: o secretário o retira da tabela de hosts, e o modo da próxima mensagem conta um membro a menos; 0 (o padrão) fica no grupo.',
    "The Ethernet segment the host sits on: 0 is the publisher's and the secretary's; another one must be reached through the routers.":
      'O segmento Ethernet onde o host fica: o 0 é o do publicador e do secretário; qualquer outro precisa ser alcançado pelos roteadores.',
    'The segment this router hangs from: 0, or one an earlier router reaches.':
      'O segmento de onde este roteador parte: o 0, ou um que um roteador anterior alcança.',
    'The new segment this router joins to the internetwork.': 'O novo segmento que este roteador liga à inter-rede.',
    'Whether the router forwards IP multicast. Off, the secretary must unicast to members behind it; broadcast never crosses a router.':
      'Se o roteador encaminha multicast IP. Desligado, o secretário precisa usar unicast para os membros atrás dele; broadcast nunca atravessa um roteador.',
    'Frames an output port holds; one that arrives at a full FIFO is lost.':
      'Quadros que uma porta de saída comporta; um que chega com a FIFO cheia é perdido.',
    'Time a frame spends in the router before its output port may send it.':
      'Tempo que um quadro passa no roteador antes que sua porta de saída possa enviá-lo.',
    'A store-and-forward router joining two Ethernet segments (G1, G2 ...).':
      'Um roteador store-and-forward que liga dois segmentos Ethernet (G1, G2 ...).',
    "Routers joining further Ethernet segments to the publisher's (segment 0); each reaches a new segment, so the segments form a tree. None: one segment.":
      'Roteadores que ligam outros segmentos Ethernet ao do publicador (segmento 0); cada um alcança um segmento novo, e assim os segmentos formam uma árvore. Nenhum: um só segmento.',
    "none: AFDP distributes the file; rdist: the publisher's host updates each member over its own TCP connection instead (the paper's baseline); track: each member fetches the statfile and then the files over TCP; afdpdist: the statfile goes out by AFDP, every member returns its request list over TCP, then the bundle goes out by AFDP.":
      'none: o AFDP distribui o arquivo; rdist: o host do publicador atualiza cada membro por uma conexão TCP própria (a referência do artigo); track: cada membro busca o statfile e depois os arquivos por TCP; afdpdist: o statfile sai pelo AFDP, cada membro devolve sua lista de pedidos por TCP e então o pacote sai pelo AFDP.',
    'How many hosts rdist updates at once (rdist -M, 4 by default); 1 is the sequential rcp or classic rdist.':
      'Quantos hosts o rdist atualiza ao mesmo tempo (rdist -M, 4 por padrão); 1 é o rcp sequencial ou o rdist clássico.',
    "Time before a host's transfer starts: the rsh connection, the remote rdist and the file comparison (track: the member's start and its comparison; afdpdist: the member's comparison before it replies).":
      'Tempo antes de começar a transferência para um host: a conexão rsh, o rdist remoto e a comparação dos arquivos (track: o início do membro e sua comparação; afdpdist: a comparação do membro antes de responder).',
    "The receiving host's TCP buffer (16-24 KB was typical then).":
      'O buffer TCP do host receptor (16-24 KB era o típico na época).',
    'How many members fetch from the master at the same time under track; 1 is one after another.':
      'Quantos membros buscam do mestre ao mesmo tempo no track; 1 é um depois do outro.',
    "The master's statfile: size and modification time of every file (track and afdpdist send it before the files).":
      'O statfile do mestre: tamanho e data de modificação de cada arquivo (track e afdpdist o enviam antes dos arquivos).',
    'The list of files a member asks for, returned to the master over TCP under afdpdist.':
      'A lista de arquivos que um membro pede, devolvida ao mestre por TCP no afdpdist.',
    "Bytes one ftp transfer carries over TCP between two other hosts on the publisher's LAN (F1 to F2), to measure its goodput beside the distribution (the paper's Table 2); 0: no ftp.":
      'Bytes que uma transferência ftp leva por TCP entre dois outros hosts na LAN do publicador (F1 para F2), para medir sua vazão útil ao lado da distribuição (a Tabela 2 do artigo); 0: sem ftp.',
    "When the ftp transfer opens its connection, on the run's clock.":
      'Quando a transferência ftp abre sua conexão, no relógio da execução.',
    'Distribute by rdist, track or afdpdist instead of AFDP alone, to compare them on the same network, and measure a competing ftp transfer beside any of them.':
      'Distribuir por rdist, track ou afdpdist em vez do AFDP sozinho, para compará-los na mesma rede, e medir uma transferência ftp concorrente ao lado de qualquer um deles.',
  },
};
