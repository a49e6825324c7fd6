// Entry point: one controller (clock + worker + store) for the page, handed to the React tree.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppController } from './app/controller';
import { EngineClient } from './engine/client';
import './styles.css';

const app = new AppController(EngineClient.inWorker());
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<StrictMode><App app={app} /></StrictMode>);
