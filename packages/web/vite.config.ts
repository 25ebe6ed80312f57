import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Brand hosts: the first brand on localhost, the second on lumiere.localhost (Chromium resolves
// every *.localhost name to the loopback address), the default brand on 127.0.0.1.
const allowedHosts = ['localhost', '.localhost', '127.0.0.1', ...(process.env.ALLOWED_HOSTS?.split(',') ?? [])];

export default defineConfig({
  plugins: [react()],
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: true, allowedHosts },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, host: true, allowedHosts },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Route chunks stay separate; vendor code is shared only where several routes need it.
    chunkSizeWarningLimit: 600,
  },
});
