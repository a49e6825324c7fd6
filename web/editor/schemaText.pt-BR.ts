// The parameter declarations' labels and help sentences in Brazilian Portuguese, looked up by the
// engine's English text (scenarios/schema.json stays the one source; the engine declares each field
// once, in English). Covered so far: the fields every scenario has (name, seed, stop time, metrics,
// trace, sweep) and the point-to-point network and its traffic. A label or help missing here
// shows in English.
import { currentLanguage } from '../i18n/i18n';
import { TEXTS as AFDP } from './schemaText/afdp.pt-BR';
import { TEXTS as COMMON } from './schemaText/common.pt-BR';
import { TEXTS as ESTIMATION } from './schemaText/estimation.pt-BR';
import { TEXTS as ETHERNET } from './schemaText/ethernet.pt-BR';
import { TEXTS as POLLING } from './schemaText/polling.pt-BR';
import { TEXTS as TRANSPORT } from './schemaText/transport.pt-BR';

/** One family's translations: English label or help sentence -> Brazilian Portuguese. */
export interface SchemaTexts {
  labels: Record<string, string>;
  help: Record<string, string>;
}
const FAMILIES: SchemaTexts[] = [COMMON, POLLING, ETHERNET, TRANSPORT, AFDP, ESTIMATION];

const SHARED_LABELS: Record<string, string> = {
  Schema: 'Esquema',
  'Format version': 'Versão do formato',
  Name: 'Nome',
  'Short title': 'Título curto',
  'What to watch for': 'O que observar',
  Reproduces: 'Reproduz',
  'Modelling notes': 'Notas de modelagem',
  Translations: 'Traduções',
  Tags: 'Etiquetas',
  'Random seed': 'Semente aleatória',
  'Stop time': 'Tempo de parada',
  Model: 'Modelo',
  'Time series': 'Séries temporais',
  'Sampling interval': 'Intervalo de amostragem',
  'Samples kept': 'Amostras guardadas',
  'Event trace': 'Rastro de eventos',
  'Trace ring size': 'Tamanho do anel do rastro',
  'Record events': 'Registrar eventos',
  Sweep: 'Varredura',
  Parameter: 'Parâmetro',
  Values: 'Valores',
  Replications: 'Replicações',
  Metrics: 'Métricas',
  'Axis spacing': 'Espaçamento do eixo',
  'Band charts': 'Gráficos de faixa',
  'Low end': 'Extremo inferior',
  'High end': 'Extremo superior',
  Truth: 'Verdade',
  'Chart title': 'Título do gráfico',
  'Chart title in other languages': 'Título do gráfico em outros idiomas',
  "The paper's values": 'Os valores do artigo',
  'App hints': 'Dicas para o app',
  Network: 'Rede',
  Nodes: 'Nós',
  Node: 'Nó',
  Kind: 'Tipo',
  'Position across': 'Posição horizontal',
  'Position down': 'Posição vertical',
  Links: 'Enlaces',
  Link: 'Enlace',
  'From node': 'Do nó',
  'To node': 'Ao nó',
  Bandwidth: 'Largura de banda',
  'Propagation delay': 'Atraso de propagação',
  'Loss probability': 'Probabilidade de perda',
  'Queue (a to b)': 'Fila (de a para b)',
  'Queue (b to a)': 'Fila (de b para a)',
  Traffic: 'Tráfego',
  Flow: 'Fluxo',
  'Traffic kind': 'Tipo de tráfego',
  Source: 'Origem',
  Destination: 'Destino',
  Rate: 'Taxa',
  'Packet size': 'Tamanho do pacote',
  Start: 'Início',
  Stop: 'Fim',
  Packets: 'Pacotes',
};

const SHARED_HELP: Record<string, string> = {
  "Where editors find this file's schema.": 'Onde os editores encontram o esquema deste arquivo.',
  'Scenario format version; this engine reads version 1.': 'Versão do formato do cenário; este motor lê a versão 1.',
  'The title shown in the gallery and above the picture.': 'O título mostrado na galeria e acima da figura.',
  'A shorter title for tight spaces.': 'Um título mais curto para espaços apertados.',
  'One paragraph a student reads before pressing play.': 'Um parágrafo que o estudante lê antes de apertar reproduzir.',
  "The paper's table or figure this scenario reproduces.": 'A tabela ou figura do artigo que este cenário reproduz.',
  'Choices made where the source is silent, one per entry.': 'Escolhas feitas onde a fonte não diz nada, uma por item.',
  'The name, short title, what to watch for, notes and questions\' words in other languages, by language tag ("pt-BR").':
    'O nome, o título curto, o que observar, as notas e o texto das perguntas em outros idiomas, por etiqueta de idioma ("pt-BR").',
  "By question id: the prompt, unit and choice texts (same order and count as the question's).":
    'Por id da pergunta: o enunciado, a unidade e o texto das alternativas (na mesma ordem e quantidade da pergunta).',
  'Words the gallery groups and searches by.': 'Palavras pelas quais a galeria agrupa e busca.',
  'Base seed of every random stream: the same seed gives the same run, bit for bit.':
    'Semente base de todo fluxo aleatório: a mesma semente dá a mesma execução, bit a bit.',
  'Simulated time at which the run stops (it may end earlier when the protocol has finished).':
    'Tempo simulado em que a execução para (pode terminar antes, quando o protocolo acaba).',
  'Which network and protocol family runs the scenario.': 'Qual família de rede e protocolo executa o cenário.',
  'How the time series behind the charts are sampled.': 'Como são amostradas as séries temporais dos gráficos.',
  "How often the charts' time series take a sample.": 'Com que frequência as séries dos gráficos tomam uma amostra.',
  'Samples kept per series; past it every other sample is dropped and the interval doubles.':
    'Amostras guardadas por série; além disso, uma a cada duas é descartada e o intervalo dobra.',
  'The record of every event, for the log and the animation.': 'O registro de cada evento, para o log e a animação.',
  'Event records kept for the app between two reads.': 'Registros de eventos guardados para o app entre duas leituras.',
  "Record the event trace (the log, the animation and the run's fingerprint need it).":
    'Registrar o rastro de eventos (o log, a animação e a impressão digital da execução precisam dele).',
  'Parameters to vary (a grid of values) and replications per point, with the metrics to report.':
    'Parâmetros a variar (uma grade de valores) e replicações por ponto, com as métricas a relatar.',
  'A field path, as in --set ("traffic[0].rate").': 'O caminho de um campo, como em --set ("traffic[0].rate").',
  'Runs per point, each with its own seed; the mean and a 95 % interval are reported.':
    'Execuções por ponto, cada uma com sua semente; relatam-se a média e um intervalo de 95 %.',
  'Summary fields to report (all when absent).': 'Campos do resumo a relatar (todos, se ausente).',
  "How the app's charts space these values on x; without it a chart picks a log axis for values spanning 100 times or more.":
    'Como os gráficos do app espaçam estes valores no eixo x; sem isso, um gráfico escolhe um eixo logarítmico para valores que abrangem 100 vezes ou mais.',
  'Ranges the app shades per swept value: two of the metrics above as the low and high ends, a third as the truth line.':
    'Faixas que o app sombreia em cada valor varrido: duas das métricas acima como extremos inferior e superior, uma terceira como a linha da verdade.',
  "The metric (one of sweep.metrics) of the range's low end.":
    'A métrica (uma de sweep.metrics) do extremo inferior da faixa.',
  "The metric (one of sweep.metrics) of the range's high end.":
    'A métrica (uma de sweep.metrics) do extremo superior da faixa.',
  'The metric (one of sweep.metrics) drawn as a line through the ranges.':
    'A métrica (uma de sweep.metrics) desenhada como uma linha através das faixas.',
  'The chart title by language tag ("pt-BR").': 'O título do gráfico por etiqueta de idioma ("pt-BR").',
  "The source's published numbers, drawn over our results (format defined by each model family).":
    'Os números publicados pela fonte, desenhados sobre os nossos resultados (formato definido por cada família de modelos).',
  'Hints for the web app (default view, open panels).': 'Dicas para o app web (vista inicial, painéis abertos).',
  'The nodes and the links between them.': 'Os nós e os enlaces entre eles.',
  'The hosts and routers of the network.': 'Os hosts e roteadores da rede.',
  'One host or router.': 'Um host ou roteador.',
  'A host sends and receives; a router only forwards. Hosts by default in point-to-point scenarios, routers in explicit polling networks.':
    'Um host envia e recebe; um roteador só encaminha. Hosts por padrão nos cenários ponto a ponto, roteadores nas redes de polling explícitas.',
  'Where to draw the node, from 0 (left edge) to 1 (right edge); automatic when absent.':
    'Onde desenhar o nó, de 0 (borda esquerda) a 1 (borda direita); automático se ausente.',
  'Where to draw the node, from 0 (top) to 1 (bottom); automatic when absent.':
    'Onde desenhar o nó, de 0 (topo) a 1 (base); automático se ausente.',
  'The links between the nodes; every node must be reachable.':
    'Os enlaces entre os nós; todo nó precisa ser alcançável.',
  'A duplex point-to-point link with a DropTail queue in each direction.':
    'Um enlace ponto a ponto duplex com uma fila DropTail em cada sentido.',
  'The name of one end of the link.': 'O nome de uma ponta do enlace.',
  'The name of the other end of the link.': 'O nome da outra ponta do enlace.',
  'How many bits per second the link carries in each direction.':
    'Quantos bits por segundo o enlace leva em cada sentido.',
  'How long a bit takes to travel from one end to the other.': 'Quanto tempo um bit leva de uma ponta à outra.',
  'The chance that the link loses a packet (0 = never, 1 = always).':
    'A chance de o enlace perder um pacote (0 = nunca, 1 = sempre).',
  'Packets that can wait to be sent from a to b; one more is dropped (DropTail).':
    'Pacotes que podem esperar para ser enviados de a para b; um a mais é descartado (DropTail).',
  'Packets that can wait to be sent from b to a; the same as the a-to-b queue when absent.':
    'Pacotes que podem esperar para ser enviados de b para a; igual à fila de a para b se ausente.',
  'The flows that run over the network.': 'Os fluxos que passam pela rede.',
  'A constant-bit-rate source and the sink it sends to.': 'Uma fonte de taxa constante e o destino para o qual envia.',
  'Constant bit rate: one packet every packet size / rate seconds.':
    'Taxa constante: um pacote a cada tamanho do pacote / taxa segundos.',
  'The node that sends.': 'O nó que envia.',
  'The node that receives.': 'O nó que recebe.',
  'How many bits per second the source sends, whether or not the network keeps up.':
    'Quantos bits por segundo a fonte envia, dando a rede conta ou não.',
  'Bytes in every packet.': 'Bytes em cada pacote.',
  'When the first packet leaves.': 'Quando sai o primeiro pacote.',
  'When the source stops sending (it runs to the end when absent).':
    'Quando a fonte para de enviar (vai até o fim se ausente).',
  'How many packets to send in all (0 = no limit).': 'Quantos pacotes enviar ao todo (0 = sem limite).',
};

// A text two families declare alike needs one translation; the first table that has it wins.
const LABELS: Record<string, string> = Object.assign({}, ...FAMILIES.map((f) => f.labels).reverse(), SHARED_LABELS);
const HELP: Record<string, string> = Object.assign({}, ...FAMILIES.map((f) => f.help).reverse(), SHARED_HELP);

const pt = () => currentLanguage() === 'pt-BR';

/** A declared field's label in the active language. */
export function schemaLabel(label: string): string {
  return pt() ? (LABELS[label] ?? label) : label;
}

/** Units the declarations write as words (x-unit); symbols such as s, B and bit/s read the same in both languages. */
const UNITS: Record<string, string> = {
  'bit times': 'tempos de bit',
  packets: 'pacotes',
  messages: 'mensagens',
  segments: 'segmentos',
  records: 'registros',
  receivers: 'receptores',
  tokens: 'fichas',
  ACKs: 'ACKs',
  'packets/s': 'pacotes/s',
  members: 'membros',
  hosts: 'hosts',
  frames: 'quadros',
  streams: 'sequências',
  us: 'µs',
};

/** A declared field's unit (x-unit) in the active language. */
export function schemaUnit(unit: string | undefined): string | undefined {
  return pt() && unit !== undefined ? (UNITS[unit] ?? unit) : unit;
}

/** A declared field's help sentence in the active language. */
export function schemaHelp(help: string | undefined): string | undefined {
  return pt() && help !== undefined ? (HELP[help] ?? help) : help;
}

/** For the test: the English texts this table translates. */
export const TRANSLATED = { labels: Object.keys(LABELS), help: Object.keys(HELP), units: Object.keys(UNITS) };
