// The ethernet scenarios' parameter labels and help sentences in Brazilian Portuguese, keyed by the
// engine's English text in scenarios/schema.json (see ../schemaText.pt-BR.ts).
import type { SchemaTexts } from '../schemaText.pt-BR';

export const TEXTS: SchemaTexts = {
  labels: {
    'Ethernet LAN': 'LAN Ethernet',
    'Medium model': 'Modelo do meio',
    'Error rate': 'Taxa de erros',
    'Error drawn per': 'Erro sorteado por',
    'Bit rate': 'Taxa de bits',
    'Backoff range': 'Faixa do recuo (backoff)',
    'Attempt limit': 'Limite de tentativas',
    'Slot time': 'Tempo de slot',
    'Collision cost': 'Custo de uma colisão',
    'Bus length': 'Comprimento do barramento',
    'Signal speed': 'Velocidade do sinal',
    'Interframe gap': 'Intervalo entre quadros',
    'Jam signal': 'Sinal de reforço (jam)',
    Preamble: 'Preâmbulo',
    Delivery: 'Entrega',
    Messages: 'Mensagens',
    'Data frame': 'Quadro de dados',
    'ACK frame': 'Quadro de ACK',
    'Per-packet output file': 'Arquivo de saída por pacote',
    'Stop-and-wait (MSAW)': 'Pare e espere (MSAW)',
    'Timeout rule': 'Regra do tempo limite',
    Timeout: 'Tempo limite',
    'Random ACK wait': 'Espera aleatória antes do ACK',
    'Retransmission limit': 'Limite de retransmissões',
    'Retransmit by': 'Retransmitir por',
    'Timer restarts': 'Reinício do temporizador',
    'Timeout acts': 'Ação na expiração',
    'Block acknowledgment (MBAP)': 'Confirmação em bloco (MBAP)',
    Window: 'Tamanho da janela',
    'Packet timeout': 'Tempo limite do pacote',
    'ACK delay': 'Atraso do ACK',
    'ACK delay timer acknowledges': 'Temporizador de atraso do ACK confirma',
    'Limit counts': 'Limite contado por',
    'Re-ACK out-of-sequence data': 'Reconfirmar dados fora de sequência',
    'Block ACK stops the ACK delay timer': 'ACK do bloco para o temporizador de atraso do ACK',
    Senders: 'Emissores',
    'Multicast group': 'Grupo multicast',
    'Group receivers': 'Receptores do grupo',
    'Message spacing': 'Espaçamento entre mensagens',
    'Sequencer (Kaashoek et al.)': 'Sequenciador (Kaashoek et al.)',
    'Sequencer station': 'Estação sequenciadora',
    'History buffer': 'Buffer de histórico',
    'Member buffer': 'Buffer do membro',
    'Silence before a dummy': 'Silêncio antes de um pedido fictício',
    'Request timeout': 'Tempo limite do pedido',
    'Retransmission request timeout': 'Tempo limite do pedido de retransmissão',
    'Synchronisation timeout': 'Tempo limite da sincronização',
    'Erramilli & Singh': 'Erramilli & Singh',
    'Sequence numbers (N)': 'Números de sequência (N)',
    'Sender buffer (B)': 'Buffer do emissor (B)',
    'Status repetitions (K)': 'Repetições de status (K)',
    'Status interval (T1)': 'Intervalo de status (T1)',
    'Sanity interval (T2)': 'Intervalo de sanidade (T2)',
    'Sanity lead': 'Antecedência da sanidade',
    'Sanity losses tolerated': 'Perdas de sanidade toleradas',
    'Choke interval (T3)': 'Duração do choke (T3)',
    'Receive buffer': 'Buffer de recepção',
    'Application read time': 'Tempo de leitura da aplicação',
    'Resend NAKed messages to all': 'Reenviar a todos as mensagens pedidas por NAK',
    'NAK repeat holdoff': 'Espera para repetir um NAK',
    'Station that fails': 'Estação que falha',
    'Failure time': 'Instante da falha',
    'Chang & Maxemchuk': 'Chang & Maxemchuk',
    'Resiliency (L)': 'Resiliência (L)',
    'Token passing rate': 'Ritmo de passagem do token',
    'Source retries (R)': 'Retransmissões da origem (R)',
    'Source ACK timeout': 'Tempo limite do ACK na origem',
    'Confirmation delay': 'Atraso da confirmação',
    'Idle token pass': 'Passagem do token sem tráfego novo',
    'Reformation window': 'Janela de reformação',
    'First token site': 'Primeiro site do token',
    'Token site fails at': 'Site do token falha em',
    'Round-robin ACKs': 'ACKs em rodízio (round-robin)',
    'ACK timeout': 'Tempo limite do ACK',
  },
  help: {
    'The hosts that run the protocol: node 0 and the next r nodes of the network.':
      'Os hosts que rodam o protocolo: o nó 0 e os r nós seguintes da rede.',
    "Members of the group besides node 0 (the first sender): the network's nodes 1 .. r, in the order the topology numbers them.":
      'Membros do grupo além do nó 0 (o primeiro emissor): os nós 1 .. r da rede, na ordem em que a topologia os numera.',
    'One shared Ethernet segment: the sender (S) and the receivers (R1 ... Rr).':
      'Um segmento Ethernet compartilhado: o emissor (S) e os receptores (R1 ... Rr).',
    "The thesis's CSMA/CD model (collisions only between frames that start at the same instant) or a physical 802.3 bus with propagation delay.":
      'O modelo CSMA/CD da tese (só colidem quadros que começam no mesmo instante) ou um barramento 802.3 físico, com atraso de propagação.',
    'Stations in the multicast group besides the sender (r).': 'Estações do grupo multicast além do emissor (r).',
    'Percent of frames each interface drops, on sending and on receiving (§3.4).':
      'Porcentagem dos quadros que cada interface descarta, ao enviar e ao receber (§3.4).',
    'Whether the sending-side error is drawn once per frame or again before every attempt after a collision.':
      'Se o erro do lado do envio é sorteado uma vez por quadro ou de novo antes de cada tentativa após uma colisão.',
    "The LAN's speed; one bit time must be a whole number of nanoseconds (10 Mbit/s: 100 ns).":
      'A velocidade da LAN; um tempo de bit precisa ser um número inteiro de nanossegundos (10 Mbit/s: 100 ns).',
    "After the k-th collision wait 0 to 2^k - 1 slots (802.3, standard) or 0 to 2^k (the thesis's wording, inclusive).":
      'Após a k-ésima colisão, esperar de 0 a 2^k - 1 slots (802.3, standard) ou de 0 a 2^k (como a tese escreve, inclusive).',
    'Collisions a frame may suffer before the MAC gives up on it.':
      'Colisões que um quadro pode sofrer antes que a camada MAC desista dele.',
    'The backoff unit (802.3: 512 bit times).': 'A unidade do recuo (802.3: 512 tempos de bit).',
    'Thesis medium: how long a collision occupies the medium (§3.3: 32).':
      'Meio da tese: quanto tempo uma colisão ocupa o meio (§3.3: 32).',
    '802.3 bus: cable length; a round trip must fit in one slot.':
      'Barramento 802.3: comprimento do cabo; uma ida e volta precisa caber em um slot.',
    '802.3 bus: how fast the signal travels along the cable.':
      'Barramento 802.3: a velocidade com que o sinal percorre o cabo.',
    '802.3 bus: the silence required between frames.': 'Barramento 802.3: o silêncio exigido entre quadros.',
    '802.3 bus: how long a station jams after detecting a collision.':
      'Barramento 802.3: por quanto tempo uma estação envia o sinal de reforço (jam) depois de detectar uma colisão.',
    '802.3 bus: bits sent before every frame.': 'Barramento 802.3: bits enviados antes de cada quadro.',
    "Which of the thesis's protocols runs, and its parameters; the sections of several protocols may be present, the name picks one.":
      'Qual dos protocolos da tese roda, e seus parâmetros; as seções de vários protocolos podem estar presentes, o nome escolhe uma.',
    'SAW: multicast stop-and-wait (MSAW); BAP: multicast block acknowledgment (MBAP); SEQ: sequencer (Kaashoek et al.); ES: Erramilli & Singh; CM: Chang & Maxemchuk; RRA: round-robin acknowledgments (chapter 5).':
      'SAW: pare e espere multicast (MSAW); BAP: confirmação em bloco multicast (MBAP); SEQ: sequenciador (Kaashoek et al.); ES: Erramilli & Singh; CM: Chang & Maxemchuk; RRA: confirmações em rodízio (capítulo 5).',
    'multicast: one transmission reaches every receiver; unicast: the equivalent protocol that serves receivers one after another.':
      'multicast: uma transmissão alcança todos os receptores; unicast: o protocolo equivalente, que atende os receptores um depois do outro.',
    'Messages to deliver to every receiver.': 'Mensagens a entregar a cada receptor.',
    'Bytes in a data frame (d).': 'Bytes em um quadro de dados (d).',
    'Bytes in an acknowledgment frame (a).': 'Bytes em um quadro de confirmação (a).',
    "Native runs: write the thesis's per-packet statistics here (§3.5; {seed} is replaced by the seed).":
      'Execuções nativas: grava aqui as estatísticas por pacote da tese (§3.5; {seed} é substituído pela semente).',
    'One message outstanding at a time; every receiver acknowledges it.':
      'Uma mensagem pendente por vez; cada receptor a confirma.',
    'formula: data + r ACKs + random wait + the timeout below; constant: the timeout below alone (§3.6).':
      'formula: dados + r ACKs + espera aleatória + o tempo limite abaixo; constant: só o tempo limite abaixo (§3.6).',
    'How long the sender waits for ACKs (the increment under the formula; at least 1 when constant).':
      'Quanto tempo o emissor espera pelos ACKs (o incremento, com a fórmula; pelo menos 1, se constante).',
    'SAWrand: each receiver waits a random time up to this before it acknowledges, so ACKs collide less (§2.5.1).':
      'SAWrand: cada receptor espera um tempo aleatório de até este valor antes de confirmar, para que os ACKs colidam menos (§2.5.1).',
    'Retransmissions of one message before it is given up.':
      'Retransmissões de uma mensagem antes de o emissor desistir dela.',
    'Resend to every receiver at once (multicast, one timer) or only to the one whose ACK is missing (unicast, a timer each).':
      'Reenviar a todos os receptores de uma vez (multicast, um temporizador) ou só àquele cujo ACK falta (unicast, um temporizador para cada).',
    'Multicast retransmission: whether each ACK restarts the one timer (on-ack) or it runs from the last send (on-send).':
      'Retransmissão multicast: se cada ACK reinicia o único temporizador (on-ack) ou se ele corre desde o último envio (on-send).',
    "Multicast retransmission: an expired timer acts at once (deadline) or waits until no station has a frame queued (quiet, the default), as the thesis's simulator advanced its clock to a timer only when every layer was idle (§3.7).":
      'Retransmissão multicast: um temporizador expirado age na hora (deadline) ou espera até que nenhuma estação tenha quadro na fila (quiet, o padrão), já que o simulador da tese só avançava o relógio até um temporizador quando todas as camadas estavam ociosas (§3.7).',
    'A window of messages; receivers acknowledge blocks.': 'Uma janela de mensagens; os receptores confirmam blocos.',
    'Messages sent before the receivers acknowledge the block (n).':
      'Mensagens enviadas antes que os receptores confirmem o bloco (n).',
    'formula: n data + r ACKs + random wait + ACK delay + the timeout below; constant: the timeout below alone (§3.6).':
      'formula: n dados + r ACKs + espera aleatória + atraso do ACK + o tempo limite abaixo; constant: só o tempo limite abaixo (§3.6).',
    "How long the sender waits for the block's ACKs (the increment under the formula; at least 1 when constant).":
      'Quanto tempo o emissor espera pelos ACKs do bloco (o incremento, com a fórmula; pelo menos 1, se constante).',
    't: a receiver that hears nothing for this long acknowledges what it has.':
      't: um receptor que não ouve nada por este tempo confirma o que já tem.',
    'BAPrand: each receiver waits a random time up to this before it acknowledges (§2.6.1).':
      'BAPrand: cada receptor espera um tempo aleatório de até este valor antes de confirmar (§2.6.1).',
    'Retransmissions of the oldest message before the window is given up.':
      'Retransmissões da mensagem mais antiga antes de o emissor desistir da janela.',
    'When the ACK delay runs out: acknowledge only if something is unacknowledged (pending) or every time (always).':
      'Quando o atraso do ACK se esgota: confirmar só se há algo ainda não confirmado (pending) ou sempre (always).',
    "An expired packet timer acts at once (deadline) or waits until no station has a frame queued (quiet, the thesis simulator's clock rule, §3.7); quiet-all applies the rule to the receivers' ACK delay timers too.":
      'Um temporizador de pacote expirado age na hora (deadline) ou espera até que nenhuma estação tenha quadro na fila (quiet, a regra do relógio do simulador da tese, §3.7); quiet-all aplica a regra também aos temporizadores de atraso do ACK dos receptores.',
    "What the retransmission limit is checked against: the oldest message's retransmissions (message) or the window's retransmissions since it last advanced (window).":
      'Com o que o limite de retransmissões é comparado: as retransmissões da mensagem mais antiga (message) ou as retransmissões da janela desde a última vez que ela avançou (window).',
    'Whether a receiver answers a DATA it cannot accept (a duplicate or a gap) with an ACK of its last in-order seq; §2.6 discards it silently.':
      'Se um receptor responde a um DATA que não pode aceitar (uma duplicata ou uma lacuna) com um ACK da sua última seq em ordem; a §2.6 o descarta em silêncio.',
    'Whether the ACK sent when n messages are in stops the ACK delay timer until the next in-order DATA (otherwise it keeps running).':
      'Se o ACK enviado quando chegam n mensagens para o temporizador de atraso do ACK até o próximo DATA em ordem (senão ele continua correndo).',
    'How many stations send messages (S, then R1, R2, ...); each sends the number of messages above. MSAW, MBAP and round-robin ACKs have one sender.':
      'Quantas estações enviam mensagens (S, depois R1, R2, ...); cada uma envia o número de mensagens acima. MSAW, MBAP e os ACKs em rodízio têm um só emissor.',
    "Time between one sender's messages; 0 sends the next as soon as the protocol accepts it (as the thesis's saturated runs do).":
      'Tempo entre as mensagens de um emissor; 0 envia a próxima assim que o protocolo a aceita (como nas execuções saturadas da tese).',
    'Every message goes to a sequencer, which numbers it and multicasts it.':
      'Toda mensagem vai a um sequenciador, que a numera e a envia por multicast.',
    'Which station orders the messages (0 = S, 1 = R1, ...).': 'Qual estação ordena as mensagens (0 = S, 1 = R1, ...).',
    'Messages the sequencer keeps for retransmission until every member has acknowledged them; when it is full the sequencer synchronises.':
      'Mensagens que o sequenciador guarda para retransmissão até que todos os membros as tenham confirmado; quando o buffer enche, o sequenciador sincroniza.',
    'Out-of-order MULTICASTs a member keeps while it waits for a missing one; beyond that it discards them and asks again.':
      'MULTICASTs fora de ordem que um membro guarda enquanto espera o que falta; além disso, ele os descarta e pede de novo.',
    'A member that has sent no request for this long sends a dummy request carrying its acknowledgment (default: about eight data frames).':
      'Um membro que não envia pedido há este tempo envia um pedido fictício (dummy) com a sua confirmação (padrão: cerca de oito quadros de dados).',
    'A source sends its request again if its message has not come back as a MULTICAST by then (default: request + multicast + room for collisions).':
      'Uma origem envia o seu pedido de novo se a sua mensagem não voltou como MULTICAST até então (padrão: pedido + multicast + folga para colisões).',
    'A member asks again for a missing MULTICAST after this long.':
      'Um membro pede de novo um MULTICAST que falta depois deste tempo.',
    'During the two-phase synchronisation the sequencer repeats PHASE1 or PHASE2 when a member has not answered within this time.':
      'Durante a sincronização em duas fases, o sequenciador repete o PHASE1 ou o PHASE2 quando um membro não responde dentro deste tempo.',
    'NAKs to the source, status and sanity messages when idle, a fixed back window.':
      'NAKs para a origem, mensagens de status e de sanidade quando ocioso, uma janela fixa de mensagens anteriores.',
    'Messages are numbered 1..N, cyclically; N must exceed B.':
      'As mensagens são numeradas de 1 a N, ciclicamente; N precisa ser maior que B.',
    'A sender keeps its last B messages for retransmission; a NAK for an older one cannot be answered and the protocol fails.':
      'Um emissor guarda as suas últimas B mensagens para retransmissão; um NAK de uma mais antiga não pode ser atendido e o protocolo falha.',
    'Status messages an idle sender sends, T1 apart, before it slows to sanity messages.':
      'Mensagens de status que um emissor ocioso envia, espaçadas de T1, antes de passar às mensagens de sanidade, mais espaçadas.',
    'Idle time before a status message, and between status messages (default: about four data frames).':
      'Tempo ocioso antes de uma mensagem de status, e entre mensagens de status (padrão: cerca de quatro quadros de dados).',
    'Sanity messages keep a node heard at least every T2 (each leaves the sanity lead early); a node silent for more than T2 is taken to have failed (default: 0.1 s).':
      'As mensagens de sanidade fazem um nó ser ouvido pelo menos a cada T2 (cada uma sai com a antecedência da sanidade); um nó calado por mais de T2 é considerado falho (padrão: 0,1 s).',
    "A node sends its sanity message this long before T2 has passed since its previous one, so that a wait for the medium does not make a live node look failed (the text's network has no such wait; at most T2/2; default: room for about 16 data frames).":
      'Um nó envia a sua mensagem de sanidade este tempo antes de passar T2 desde a anterior, para que uma espera pelo meio não faça um nó vivo parecer falho (a rede do texto não tem essa espera; no máximo T2/2; padrão: espaço para cerca de 16 quadros de dados).',
    "Sanity messages lost in a row that must not make a live node look failed: a node sends this many more per T2 (0: one per T2, the text's reading, where a single lost sanity message declares a live node failed).":
      'Mensagens de sanidade perdidas em sequência que não devem fazer um nó vivo parecer falho: um nó envia esse número a mais por T2 (0: uma por T2, a leitura do texto, em que uma única mensagem de sanidade perdida declara falho um nó vivo).',
    'How long a timed-choke message asks the senders to pause.':
      'Por quanto tempo uma mensagem de choke temporizado pede que os emissores pausem.',
    'Messages a receiver holds per sender (accepted but not yet read, or out of order); near full it sends a timed choke.':
      'Mensagens que um receptor guarda por emissor (aceitas mas ainda não lidas, ou fora de ordem); quase cheio, ele envia um choke temporizado.',
    'Time the receiving application takes to read one message (0: at once; a slow reader fills the receive buffer and triggers chokes).':
      'Tempo que a aplicação receptora leva para ler uma mensagem (0: na hora; um leitor lento enche o buffer de recepção e provoca chokes).',
    'Answer a NAK by multicast instead of unicast to the receiver that sent it (the paper is unclear; the thesis argues for unicast).':
      'Atender a um NAK por multicast em vez de unicast ao receptor que o enviou (o artigo não é claro; a tese defende o unicast).',
    'A receiver does not repeat a NAK for the same message within this time (0: a NAK for every message that shows the gap, the text read literally; default: a NAK and its answer, about two data frames).':
      'Um receptor não repete um NAK da mesma mensagem dentro deste tempo (0: um NAK a cada mensagem que revela a lacuna, o texto lido ao pé da letra; padrão: um NAK e a sua resposta, cerca de dois quadros de dados).',
    'A station that stops working at the time below (-1: none).':
      'Uma estação que para de funcionar no instante abaixo (-1: nenhuma).',
    'When the station above fails.': 'Quando a estação acima falha.',
    'A rotating token site timestamps and acknowledges every message; NAKs go to it.':
      'Um site do token, que roda entre as estações, dá carimbo de tempo a cada mensagem e a confirma; os NAKs vão para ele.',
    'A message is committed (passed to the application) once the token has moved L times after it was acknowledged, so L sites hold it.':
      'Uma mensagem é efetivada (passada à aplicação) quando o token já passou L vezes depois da sua confirmação, de modo que L sites a têm.',
    'The token site passes the token on with every this many ACKs (1: every one).':
      'O site do token passa o token adiante a cada este número de ACKs (1: a cada ACK).',
    'Retransmissions before a source decides the token site failed and starts a reformation.':
      'Retransmissões antes que uma origem conclua que o site do token falhou e inicie uma reformação.',
    "How long a source waits for the token site's ACK before it retransmits (default: data + ACK + room for collisions).":
      'Quanto tempo uma origem espera pelo ACK do site do token antes de retransmitir (padrão: dados + ACK + folga para colisões).',
    'A new token site with nothing to acknowledge confirms the token after this long; the previous site resends the token after twice this.':
      'Um novo site do token sem nada a confirmar confirma o token depois deste tempo; o site anterior reenvia o token depois do dobro disso.',
    'A token site with uncommitted messages and nothing new passes the token after this long, so the last messages commit too.':
      'Um site do token com mensagens não efetivadas e nada novo passa o token depois deste tempo, para que as últimas mensagens também sejam efetivadas.',
    'A site asks again for a missing message or ACK after this long.':
      'Um site pede de novo uma mensagem ou um ACK que falta depois deste tempo.',
    'How long the site that starts a reformation collects the answers of the live sites (their answers collide, so allow for backoffs).':
      'Por quanto tempo o site que inicia uma reformação recolhe as respostas dos sites vivos (as respostas colidem, então deixe folga para os recuos).',
    'The station holding the token at the start (0 = S, 1 = R1, ...).':
      'A estação que tem o token no início (0 = S, 1 = R1, ...).',
    'The site holding the token at this time stops working (the next one if it is a sender), and the others reform the group without it (0: never).':
      'O site que tem o token neste instante para de funcionar (o seguinte, se ele for um emissor), e os outros reformam o grupo sem ele (0: nunca).',
    'Each message names one receiver, in turn, to acknowledge it and everything it got since its last ACK (chapter 5).':
      'Cada mensagem indica um receptor, em rodízio, para confirmá-la junto com tudo o que ele recebeu desde o seu último ACK (capítulo 5).',
    "How long the sender waits for the named receiver's ACK before it retransmits (default: data + ACK + room for collisions).":
      'Quanto tempo o emissor espera pelo ACK do receptor indicado antes de retransmitir (padrão: dados + ACK + folga para colisões).',
    'Retransmissions of one message to its named receiver before the sender moves on (that receiver reports its gaps on its next turn).':
      'Retransmissões de uma mensagem ao seu receptor indicado antes que o emissor siga adiante (esse receptor relata as suas lacunas na sua próxima vez).',
  },
};
