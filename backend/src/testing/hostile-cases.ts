import type { InjectOptions } from 'fastify';
import {
  fieldKind,
  hostileBodies,
  hostileQueryValues,
  hostileSegments,
  shapeOf,
  valuesForField,
  type HostileValue,
} from './hostile-values';
import { isWrite, type RouteEntry } from './route-table';

// Turns the route table into hostile requests: every route parameter, every declared query key and
// every field of every body schema gets each hostile value in turn, the rest of the request valid.

export interface HostileCase {
  route: RouteEntry;
  /** e.g. `param id: NUL byte`, `body title: lone surrogate`. */
  label: string;
  request: InjectOptions;
  /** Static files: only "no 5xx" is asked of them (a client route may well be served index.html). */
  staticFiles: boolean;
  /**
   * A signed, well-formed webhook delivery that names no order of this shop: the right answer is
   * 200 `{ received: true, ignored }` (a refusal would make the provider retry it for days), and
   * like every other case it must store nothing.
   */
  acknowledged?: boolean;
}

export interface CaseInputs {
  /** A valid body per `METHOD url`, so that the hostile field is the request's only fault. */
  examples: Record<string, unknown>;
  /** A real value for each route parameter (an existing id), so only the hostile one is wrong. */
  paramValue: (route: RouteEntry, name: string) => string;
}

export const routeKey = (route: RouteEntry) => `${route.method} ${route.url}`;

const STATIC_PREFIXES = ['/uploads/', '/api/docs'];

function isStaticFiles(route: RouteEntry): boolean {
  return route.url === '/*' || STATIC_PREFIXES.some((prefix) => route.url.startsWith(prefix));
}

function pathWith(route: RouteEntry, inputs: CaseInputs, hostile?: { name: string; segment: string }): string {
  return route.url.replace(/:([A-Za-z0-9_]+)|\*/g, (_, name: string | undefined) => {
    const param = name ?? '*';
    return param === hostile?.name ? hostile.segment : encodeURIComponent(inputs.paramValue(route, param));
  });
}

function jsonRequest(route: RouteEntry, url: string, payload: unknown): InjectOptions {
  const method = route.method as InjectOptions['method'];
  if (payload === undefined) return { method, url };
  return { method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) };
}

function paramCases(route: RouteEntry, inputs: CaseInputs): HostileCase[] {
  const example = inputs.examples[routeKey(route)];
  return route.params.flatMap((name) =>
    hostileSegments.map((segment) => ({
      route,
      label: `param ${name}: ${segment.label}`,
      request: jsonRequest(route, pathWith(route, inputs, { name, segment: String(segment.value) }), example),
      staticFiles: isStaticFiles(route),
    })),
  );
}

function encodeQueryValue(value: string): string {
  // Already-encoded hostile text stays as it is (its escapes are the point); plain text is encoded.
  return /%[0-9A-Fa-f]{0,2}/.test(value) ? value : encodeURIComponent(value);
}

function queryCases(route: RouteEntry, inputs: CaseInputs): HostileCase[] {
  const keys = Object.keys(shapeOf(route.querystring));
  const url = pathWith(route, inputs);
  const refused = (key: string, value: HostileValue) => {
    if (value.always) return true;
    // what the server sees: undecodable escapes stay literal text
    const seen = Array.isArray(value.value) ? value.value : (safeDecode(String(value.value)) ?? String(value.value));
    return !route.querystring!.safeParse({ [key]: seen }).success;
  };
  return keys.flatMap((key) =>
    hostileQueryValues
      .filter((value) => refused(key, value))
      .map((value) => {
        const values = Array.isArray(value.value) ? (value.value as string[]) : [String(value.value)];
        const query = values.map((one) => `${encodeURIComponent(key)}=${encodeQueryValue(one)}`).join('&');
        return { route, label: `query ${key}: ${value.label}`, request: { method: route.method as InjectOptions['method'], url: `${url}?${query}` }, staticFiles: false };
      }),
  );
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function bodyFieldCases(route: RouteEntry, inputs: CaseInputs): HostileCase[] {
  const example = inputs.examples[routeKey(route)] as Record<string, unknown>;
  const url = pathWith(route, inputs);
  const shape = shapeOf(route.body);
  return Object.entries(shape).flatMap(([field, fieldSchema]) => {
    const withValue = (value: unknown) => ({ ...example, [field]: value });
    const refused = (value: unknown) => !route.body!.safeParse(withValue(value)).success;
    return valuesForField(fieldKind(fieldSchema), refused).map((value) => ({
      route,
      label: `body ${field}: ${value.label}`,
      request: jsonRequest(route, url, withValue(value.value)),
      staticFiles: false,
    }));
  });
}

function wholeBodyCases(route: RouteEntry, inputs: CaseInputs): HostileCase[] {
  const url = pathWith(route, inputs);
  return hostileBodies.map((body) => ({
    route,
    label: `whole body: ${body.label}`,
    request: { method: route.method as InjectOptions['method'], url, headers: { 'content-type': 'application/json' }, payload: body.value as string | Buffer },
    staticFiles: false,
  }));
}

/** Every hostile request for the routes that validate something: parameters, query keys, body fields. */
export function hostileCases(routes: readonly RouteEntry[], inputs: CaseInputs): HostileCase[] {
  return routes.flatMap((route) => [
    ...paramCases(route, inputs),
    ...(route.querystring ? queryCases(route, inputs) : []),
    ...(route.body && isWrite(route) ? [...bodyFieldCases(route, inputs), ...wholeBodyCases(route, inputs)] : []),
  ]);
}
