import { startApp } from './app/start-app.tsx';

startApp();
