import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import 'shared/styles.css';
import { routeObjects } from './app/routeObjects';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(<RouterProvider router={createBrowserRouter(routeObjects)} />);
