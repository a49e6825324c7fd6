// Português do Brasil. Typed against en.ts: a missing or extra key fails `tsc`. Networking terms
// as Brazilian courses use them (janela de congestionamento, reconhecimento (ACK), vazão, perda,
// temporizador, retransmissão, enlace, roteador, fila).
import type { Messages } from './en';

export const ptBR: Messages = {
  language: {
    label: 'Idioma',
    switchTo: 'Idioma: {{current}}. Mudar para {{next}}',
  },
  actions: {
    togglePlay: 'Reproduzir / pausar',
    step: 'Avançar um evento',
    stepBack: 'Voltar um evento',
    jumpNext: 'Ir ao próximo evento do tipo escolhido',
    restart: 'Reiniciar',
    faster: 'Mais rápido',
    slower: 'Mais devagar',
    fullscreen: 'Tela cheia liga / desliga',
    help: 'Mostrar / ocultar estas teclas',
    closeHelp: 'Fechar esta ajuda',
    presenter: 'Modo apresentação liga / desliga',
    language: 'Trocar idioma (English / Português)',
    noLater: 'nenhum {{kind}} depois deste ponto',
  },
  actionGroups: {
    Playback: 'Reprodução',
    Speed: 'Velocidade',
    View: 'Exibição',
  },
  keyHelp: {
    title: 'Atalhos de teclado',
    or: 'ou',
    close: 'Fechar',
    tour: 'Fazer o tour',
  },
  presenter: {
    hint: 'Modo apresentação',
    keys: 'teclas',
    leave: 'sair',
    enter: 'Apresentar',
    exit: 'Sair do modo apresentação',
  },
};
