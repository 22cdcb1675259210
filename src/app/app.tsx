import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { UnderConstructionPage } from './pages/under-construction';

// The route table of spec §2 arrives with the app-shell issue; until then every path shows the
// under-construction page (never fake content).
const router = createBrowserRouter([{ path: '*', element: <UnderConstructionPage /> }]);

export function App() {
  return <RouterProvider router={router} />;
}
