import type { Rule } from 'eslint';

export type FeatureGraph = ReadonlyMap<string, ReadonlySet<string>>;

export const FEATURES: string;
export function sourceFiles(dir: string): string[];
export function importSources(text: string): string[];
export function featureGraph(features?: string): Map<string, Set<string>>;
export function wayBack(graph: FeatureGraph, from: string, to: string): string[] | undefined;
export function featureImportViolation(file: string, source: string, graph?: FeatureGraph): string | undefined;
export const featureImportsRule: Rule.RuleModule;
