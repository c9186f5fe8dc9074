import { renderApp } from './render-app';
import { createAppRouter } from './router';

renderApp(createAppRouter());
