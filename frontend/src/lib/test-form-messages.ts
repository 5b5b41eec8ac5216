// For unit tests of a form's schema: what react-hook-form gets from zodResolver, flattened to each
// field's message by its name ("tiers.1.maxDays"), and the values a valid submit hands on.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';

type Messages = Record<string, string>;

function flatten(node: unknown, path: string, into: Messages): Messages {
  if (typeof node !== 'object' || node === null) return into;
  const { message, type: _type, ref: _ref, types: _types, root, ...children } = node as Record<string, unknown>;
  if (typeof message === 'string') into[path] = message;
  // an array's own message (a policy's tier count) is kept under "root" beside its items' messages
  if (root) flatten(root, path, into);
  for (const [key, child] of Object.entries(children)) flatten(child, path ? `${path}.${key}` : key, into);
  return into;
}

async function resolve<In extends FieldValues, Out>(schema: z.ZodType<Out, In>, values: In) {
  return zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

/** Each refused field's message, as the form shows it under the field; {} when the values are valid. */
export async function formMessages<In extends FieldValues, Out>(schema: z.ZodType<Out, In>, values: In): Promise<Messages> {
  return flatten((await resolve(schema, values)).errors, '', {});
}

/** What a submit of valid values hands to the form's handler (the schema's output); throws when they are refused. */
export async function formOutput<In extends FieldValues, Out>(schema: z.ZodType<Out, In>, values: In): Promise<Out> {
  const { values: output, errors } = await resolve(schema, values);
  if (Object.keys(errors).length > 0) throw new Error(`refused: ${JSON.stringify(flatten(errors, '', {}))}`);
  return output as Out;
}
