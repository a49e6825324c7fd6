// The common scenarios' parameter labels and help sentences in Brazilian Portuguese, keyed by the
// engine's English text in scenarios/schema.json (see ../schemaText.pt-BR.ts).
import type { SchemaTexts } from '../schemaText.pt-BR';

export const TEXTS: SchemaTexts = {
  labels: {
    'ProtoScope scenario, version 1': 'Cenário do ProtoScope, versão 1',
    Questions: 'Perguntas',
    Question: 'Pergunta',
    Unit: 'Unidade',
    Choices: 'Alternativas',
    'Predict-then-reveal questions': 'Perguntas de prever e conferir',
    Id: 'Identificador',
    'Asked at': 'Feita em',
    'Answer kind': 'Tipo de resposta',
    'Graded by': 'Corrigida por',
    Tolerance: 'Tolerância',
    'Revealed at': 'Revelada em',
    'Explained by': 'Explicada por',
  },
  help: {
    'The name, short title, what to watch for, notes and questions\' words in other languages, by language tag ("pt-BR").':
      'O nome, o título curto, o que observar, as notas e o texto das perguntas em outros idiomas, por etiqueta de idioma ("pt-BR").',
    "Questions the app asks at moments of the run: it pauses, the student predicts, the run goes on and the engine's own events or state grade the answer.":
      'Perguntas que o app faz em certos momentos da execução: ela pausa, o estudante faz sua previsão, a execução continua e os próprios eventos ou o estado do motor corrigem a resposta.',
    'Unique within the scenario.': 'Único dentro do cenário.',
    'Simulated time at which the run pauses and the question appears; within (0, stopTime].':
      'Tempo simulado em que a execução pausa e a pergunta aparece; dentro de (0, stopTime].',
    'What the engine measures: {count, from?, to?}, {happens, within}, {first: [...], within} or {entity, field}.':
      'O que o motor mede: {count, from?, to?}, {happens, within}, {first: [...], within} ou {entity, field}.',
    'Only records at this node count.': 'Só contam os registros neste nó.',
    'A number answer is right within plus or minus this much.':
      'Uma resposta numérica está certa se errar por no máximo isto, para mais ou para menos.',
    'Simulated time the run goes on to before grading (default: the end of the measured window).':
      'Tempo simulado até o qual a execução avança antes de corrigir (padrão: o fim da janela medida).',
    "Trace kind whose first record after 'at' gives the why-text shown with the result.":
      "Tipo de registro do rastro cujo primeiro registro depois de 'at' dá o texto do porquê mostrado com o resultado.",
    'A unique name; links and traffic refer to the node by it.':
      'Um nome único; os enlaces e o tráfego se referem ao nó por ele.',
  },
};
