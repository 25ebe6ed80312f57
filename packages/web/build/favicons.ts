// Each brand's tab icon as a PNG, rendered from its SVG in public/ (the one source to edit). A browser draws an SVG
// icon in a document of its own on the page's main thread: with its text, Chromium laid that document out for 30 to
// 55 ms during every page load here (a long task on a slow phone, and Lighthouse's blocking time), where a PNG is
// decoded off the main thread. The build writes favicon-<brand>.png next to the SVGs; the dev server serves them.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The icon's side in CSS pixels times the densest screens' ratio (3): sharp on a tab at any zoom. */
export const FAVICON_SIZE = 96;

/** favicon-<brand>.svg in public/ -> favicon-<brand>.png */
export const pngNameOf = (svgName: string): string => svgName.replace(/\.svg$/, '.png');

export async function renderFavicon(svg: Buffer, size = FAVICON_SIZE): Promise<Buffer> {
  const { width = size } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * size) / width })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

const svgIconsIn = (publicDir: string): string[] => readdirSync(publicDir).filter((name) => /^favicon-[\w-]+\.svg$/.test(name));

export function faviconsPlugin(publicDir: string): Plugin {
  return {
    name: 'admission-favicons',
    async generateBundle() {
      for (const svgName of svgIconsIn(publicDir)) {
        this.emitFile({ type: 'asset', fileName: pngNameOf(svgName), source: await renderFavicon(readFileSync(join(publicDir, svgName))) });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const svgName = svgIconsIn(publicDir).find((name) => request.url === `/${pngNameOf(name)}`);
        if (svgName === undefined) return next();
        renderFavicon(readFileSync(join(publicDir, svgName))).then((png) => {
          response.setHeader('Content-Type', 'image/png');
          response.end(png);
        }, next);
      });
    },
  };
}
