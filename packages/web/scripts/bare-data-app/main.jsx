// The data floor of bench:web: the bare Vite React page (../bare-app) that also reads one authenticated JSON
// answer from the local backend before it paints. The read is cross-origin with a bearer token, so the browser
// sends its preflight first, as it does for the portal's reads. It asks for the candidate's latest invoice, the
// answer the dashboard's largest element (the fee sentence) is made from, and paints a sentence from it.
import { StrictMode, Suspense, use, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
// The mark the portal's pages set once their data is painted (src/shared/first-screen.ts), set here the same way.
import firstScreen from '../../src/shared/first-screen.json';

const backendUrl = `http://${window.location.hostname}:${import.meta.env.VITE_BACKEND_PORT}`;
// Where supabase-js keeps the session; the bench puts it there before the page loads.
const sessionKey = `sb-${window.location.hostname.split('.')[0]}-auth-token`;
const accessToken = JSON.parse(localStorage.getItem(sessionKey) ?? '{}').access_token;

// Started with the module, before React renders: the page waits for it once, as a simple app would.
const invoice = fetch(`${backendUrl}/users/invoice`, { headers: { authorization: `Bearer ${accessToken}` } }).then((response) => {
  if (!response.ok) throw new Error(`GET /users/invoice answered ${response.status}`);
  return response.json();
});

function Fee() {
  const { amount, currency } = use(invoice);
  const fee = new Intl.NumberFormat('en', { style: 'currency', currency, trailingZeroDisplay: 'stripIfInteger' }).format(amount / 100);
  // Once the frame that shows the sentence is painted: the animation frame runs before the paint, its timer after.
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(() => performance.mark(firstScreen.mark), 0));
  }, []);
  // The dashboard's fee sentence, so that both pages' largest element is the same text.
  return <p>The {fee} application fee supports the careful and timely review of all applications.</p>;
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <main>
      <h1>Vite + React</h1>
      <Suspense fallback={null}>
        <Fee />
      </Suspense>
    </main>
  </StrictMode>,
);
