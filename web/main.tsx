// Entry point: one controller (clock + worker + store) for the page, handed to the React tree.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppController } from './app/controller';
import { EngineClient } from './engine/client';
import './i18n/i18n'; // the language is chosen before the first render
import './styles/base.css';
import './styles/log-charts.css';
import './styles/timeline.css';
import './styles/panels.css';
import './styles/gallery.css';
import './styles/side.css';
import './styles/implosion.css';
import './styles/dccp.css';
import './styles/transport.css';
import './styles/afdp.css';
import './styles/estimation.css';
import './styles/phone.css';
import { initTheme } from './theme';

initTheme(); // before the first render: no flash of the wrong theme

const app = new AppController(EngineClient.inWorker());
// Read-only handle for the frame benchmark (tests/bench/frames.mjs) and debugging in the console.
(window as unknown as { __protoscope?: AppController }).__protoscope = app;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App app={app} />
  </StrictMode>,
);
