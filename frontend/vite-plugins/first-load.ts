import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
import { planFirstLoads } from '../src/app/first-load/plan';

/**
 * Inlines app/first-load/inline.ts into index.html's head, bundled on its own, with the files of
 * each screen's route chunk that the entry does not already load (ADR 0026): the browser starts
 * them, and the screen's first reads, while the entry bundle is still on its way.
 */
export function firstLoadScript(srcDir: string): Plugin {
  return {
    name: 'first-load-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: async (html, context) => {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('first-load: the build has no entry chunk');
        const loadedByEntry = staticClosure(entry, bundle);
        const plans = planFirstLoads((module) => {
          const moduleId = path.join(srcDir, module);
          // usually the module's own chunk; Rollup may also have put it inside a shared one
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
          if (!chunk) throw new Error(`first-load: no chunk holds ${module}`);
          const scripts = [...staticClosure(chunk, bundle)].filter((file) => !loadedByEntry.has(file));
          const styles = new Set(scripts.flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]));
          return [...scripts, ...styles].map((file) => `/${file}`);
        });
        const result = await build({
          entryPoints: [path.join(srcDir, 'app/first-load/inline.ts')],
          bundle: true,
          write: false,
          minify: true,
          format: 'iife',
          target: 'es2020',
          define: { FIRST_LOAD_PLANS: JSON.stringify(plans) },
        });
        const code = result.outputFiles[0]!.text.trim();
        // end of head: after the charset and before any stylesheet, so nothing holds it up
        return { html, tags: [{ tag: 'script', children: code, injectTo: 'head' }] };
      },
    },
  };
}

/** The chunk's file and every file it imports statically, transitively. */
function staticClosure(chunk: OutputChunk, bundle: OutputBundle): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const output = bundle[file];
    if (output?.type === 'chunk') output.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return files;
}
