import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// VITE_BACKEND_PORT (the bench's backend) is read by main.jsx through import.meta.env.
export default defineConfig({ plugins: [react()], build: { target: 'es2022', manifest: true } });
